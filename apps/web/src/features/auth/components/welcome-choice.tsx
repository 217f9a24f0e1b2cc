import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { takeAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { changeServiceType } from '../../settings/index.ts';
import { loadSessionDetails } from '../hooks/load-session-details.ts';
import { SignUpRoleChoice, type SignUpRole } from './sign-up-role-choice.tsx';

/**
 * A first social sign-in made the account: the register dialog's three choices, so it becomes
 * what the person came for. Training for themself keeps it as it is; offering training makes it a
 * provider's; buying for a company goes on to create the company (its name and country).
 */
export function WelcomeChoice({ onDone }: { onDone: (path: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [role, setRole] = useState<SignUpRole>('seeker');
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const go = async () => {
    if (role === 'company') return onDone('/dashboard/c/add-company-profile');
    if (role === 'seeker') return onDone(takeAttemptedUrl() ?? '/dashboard');
    setIsPending(true);
    setFailure(null);
    try {
      await changeServiceType('provider');
      await loadSessionDetails(queryClient);
      onDone(takeAttemptedUrl() ?? '/dashboard');
    } catch (error) {
      setFailure(errorMessage(error));
      setIsPending(false);
    }
  };

  return (
    <form
      noValidate
      className="auth-form"
      data-testid="welcome-choice"
      onSubmit={(event) => {
        event.preventDefault();
        void go();
      }}
    >
      <p className="alert alert-success" role="status">
        {t('auth.welcome.text')}
      </p>
      <SignUpRoleChoice id={`${id}-role`} role={role} onChange={setRole} />
      <FormError message={failure} testId="welcome-error" />
      <SubmitButton
        isPending={isPending}
        label={t('auth.welcome.continue')}
        pendingLabel={t('auth.welcome.continuing')}
        testId="welcome-continue"
      />
    </form>
  );
}
