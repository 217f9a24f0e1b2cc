import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLimits } from '@app/contracts/actions/booking';
import { sendthanks } from '@app/contracts/actions/after-event';
import { fieldProblemsOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { schemaProblemsOf } from '../../../shared/forms/schema-problems.ts';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useSendThanks, type ThanksTarget } from '../api/send-thanks.ts';
import { materialProblemsOf, materialsOf, type MaterialRow } from '../utils/materials.ts';
import { MaterialRowsField } from './material-rows-field.tsx';
import './after-event.css';

interface ThanksFormProps {
  target: ThanksTarget;
  /** Where the form's heading says what is thanked, for screen readers (the training's title). */
  title: string;
  /** Told once the server has it (the page then shows it, focused). */
  onSent: () => void;
  /** Opened by a button: the message takes the keyboard at once. */
  isFocusedOnOpen?: boolean;
}

/**
 * The provider's one thank-you after a training (docs/product.md, "After the event"): a message
 * and up to ten links to materials, checked by the contract's rules. Once sent, the page shows it
 * read-only (the list or the booking is read again), so the form goes away by itself.
 */
export function ThanksForm({ target, title, onSent, isFocusedOnOpen = false }: ThanksFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [message, setMessage] = useState('');
  const [rows, setRows] = useState<MaterialRow[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [rowProblems, setRowProblems] = useState<ReturnType<typeof materialProblemsOf>>({});
  const mutation = useSendThanks();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (isFocusedOnOpen) messageRef.current?.focus();
  }, [isFocusedOnOpen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const materials = materialsOf(rows);
    const found = schemaProblemsOf(sendthanks.request, { ...target, message, materials });
    const foundRows = materialProblemsOf(rows);
    // Row problems are said beside the rows; the list's own line keeps only "too many".
    if (Object.keys(foundRows).length > 0) delete found.materials;
    setProblems(found);
    setRowProblems(foundRows);
    if (Object.keys(found).length > 0 || Object.keys(foundRows).length > 0) return;
    try {
      await mutation.mutateAsync({ target, message: message.trim(), materials });
      onSent();
    } catch (error) {
      setProblems(fieldProblemsOf(error));
    }
  };

  const headingId = `${id}-heading`;
  return (
    <form
      className="thanks-form"
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="thanks-form"
    >
      <h3 id={headingId} className="thanks-form-heading">
        {t('bookings.thanks.form.title')}
        <span className="visually-hidden">: {title}</span>
      </h3>
      <p className="muted thanks-form-intro">{t('bookings.thanks.form.intro')}</p>
      <TextAreaField
        id={`${id}-message`}
        label={t('bookings.thanks.form.message')}
        problem={problems.message}
        required
        value={message}
        onChange={setMessage}
        maxLength={bookingLimits.thanksMessageMax}
        withCount
        testId="thanks-message"
        textareaRef={messageRef}
      />
      <MaterialRowsField
        id={`${id}-materials`}
        rows={rows}
        onChange={setRows}
        problems={rowProblems}
        problem={problems.materials}
      />
      <FormError
        message={
          mutation.error
            ? errorMessage(mutation.error, { fieldsShown: Object.keys(problems).length > 0 })
            : null
        }
        testId="thanks-error"
      />
      <div className="thanks-form-actions">
        <SubmitButton
          isPending={mutation.isPending}
          label={t('bookings.thanks.form.send')}
          pendingLabel={t('bookings.thanks.form.sending')}
          testId="thanks-send"
        />
      </div>
    </form>
  );
}
