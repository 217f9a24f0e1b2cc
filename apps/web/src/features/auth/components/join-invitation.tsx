import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { isFailure } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { sessionKeys } from '../../../shared/session/session-keys.ts';
import type { InvitingCompany } from '../api/get-company-invite.ts';
import { useJoinCompany } from '../api/join-company.ts';
import { useJoinSmeCompany } from '../api/join-sme-company.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';

interface JoinInvitationProps {
  company: InvitingCompany;
  username: string;
  onJoined: (message: string) => void;
}

/** A signed-in user invited by a company: one button instead of the registration form. */
export function JoinInvitation({ company, username, onJoined }: JoinInvitationProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const joinCompanyMutation = useJoinCompany();
  const joinSmeMutation = useJoinSmeCompany();
  const messageOf = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const isPending = joinCompanyMutation.isPending || joinSmeMutation.isPending;

  const onJoin = async () => {
    setError(null);
    try {
      const result =
        company.kind === 'sme'
          ? await joinSmeMutation.mutateAsync({ companyId: company.id })
          : await joinCompanyMutation.mutateAsync(company.id);
      if (isFailure(result)) {
        setError(messageOf(result));
        return;
      }
      // Membership may change what the session shows (menus, company details).
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      onJoined(t('auth.join.joined', { company: company.name }));
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <div className="auth-form" data-testid="join-invitation">
      <FormError message={error} testId="join-error" />
      <p>{t('auth.join.signedIn', { username, company: company.name })}</p>
      <button
        type="button"
        className="btn btn-primary btn-block btn-lg"
        data-autofocus
        disabled={isPending}
        onClick={() => void onJoin()}
      >
        {isPending ? t('auth.join.joining') : t('auth.join.button', { company: company.name })}
      </button>
    </div>
  );
}
