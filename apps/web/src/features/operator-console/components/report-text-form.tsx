import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportNoteMax } from '@app/contracts/actions/report-queue';
import { TextAreaField } from '../../../shared/forms/text-area-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';

interface ReportTextFormProps {
  label: string;
  hint: string;
  submitLabel: string;
  doneLabel: string;
  isPending: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  testId: string;
}

/** A note or a reply of a report: one text, sent, then emptied with a word that it went. */
export function ReportTextForm(props: ReportTextFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useErrorMessage();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (text.trim() === '') {
      setProblem(t('validation.required'));
      return;
    }
    setProblem(null);
    try {
      await props.onSubmit(text.trim());
      setText('');
      setDone(true);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form className="console-text-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        id={id}
        label={props.label}
        hint={props.hint}
        problem={problem}
        value={text}
        onChange={setText}
        maxLength={reportNoteMax}
        testId={`${props.testId}-text`}
      />
      <SubmitButton
        isPending={props.isPending}
        label={props.submitLabel}
        className="btn btn-secondary"
        testId={`${props.testId}-submit`}
      />
      <p role="status" className="muted">
        {done ? props.doneLabel : null}
      </p>
    </form>
  );
}
