import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLimits } from '@app/contracts/actions/booking';
import { sendthanks } from '@app/contracts/actions/after-event';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
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
  const id = useId();
  const [message, setMessage] = useState('');
  const [rows, setRows] = useState<MaterialRow[]>([]);
  const [rowProblems, setRowProblems] = useState<ReturnType<typeof materialProblemsOf>>({});
  const mutation = useSendThanks();
  const materials = materialsOf(rows);
  const form = useContractForm({
    schema: sendthanks.request,
    mutation,
    // A row's problems are said beside the row (rowProblems); they stop the form too.
    ownChecks: (): Record<string, string> =>
      Object.keys(materialProblemsOf(rows)).length > 0 ? { materials: 'validation.invalid' } : {},
  });
  const { problems } = form;
  const messageRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (isFocusedOnOpen) messageRef.current?.focus();
  }, [isFocusedOnOpen]);

  const submit = form.onSubmit(
    () => {
      setRowProblems(materialProblemsOf(rows));
      return { ...target, message, materials };
    },
    async () => {
      await mutation.mutateAsync({ target, message: message.trim(), materials });
      onSent();
    },
  );

  const headingId = `${id}-heading`;
  return (
    <form
      className="thanks-form"
      aria-labelledby={headingId}
      onSubmit={submit}
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
        // Row problems are said beside the rows; the list's own line keeps only "too many".
        problem={Object.keys(rowProblems).length > 0 ? null : problems.materials}
      />
      <FormError message={form.formError} testId="thanks-error" />
      <div className="thanks-form-actions">
        <SubmitButton
          isPending={form.isPending}
          label={t('bookings.thanks.form.send')}
          pendingLabel={t('bookings.thanks.form.sending')}
          testId="thanks-send"
        />
      </div>
    </form>
  );
}
