import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFailure } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import './email-confirmation-reminder.css';

interface EmailConfirmationReminderProps {
  /** The address waiting for its link: the account's own, or the new one it asked for. */
  email: string;
  /** The text before the button, already translated. */
  text: string;
  testId: string;
}

/**
 * Says an address is waiting for its confirmation link, with a button that mails the link
 * again; what happened (sent, or why not) is announced in words. The dashboard shows it for an
 * unconfirmed account, the settings for a new address waiting to replace the current one.
 */
export function EmailConfirmationReminder({ email, text, testId }: EmailConfirmationReminderProps) {
  const { t } = useTranslation();
  const messageOf = useErrorMessage();
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onResend = async () => {
    setOutcome(null);
    try {
      const result = await resend.mutateAsync();
      setOutcome(
        isFailure(result)
          ? { tone: 'error', text: messageOf(result) }
          : { tone: 'success', text: t('emailVerification.sent', { email: result.email }) },
      );
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error) });
    }
  };

  return (
    <div className="alert alert-info email-reminder" data-testid={testId}>
      <p>
        {text} <strong>{email}</strong>
      </p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={resend.isPending}
        onClick={() => void onResend()}
      >
        {resend.isPending ? t('emailVerification.sending') : t('emailVerification.resend')}
      </button>
      <p
        role={outcome?.tone === 'error' ? 'alert' : 'status'}
        className={outcome?.tone === 'error' ? 'email-reminder-error' : 'email-reminder-sent'}
      >
        {outcome?.text}
      </p>
    </div>
  );
}
