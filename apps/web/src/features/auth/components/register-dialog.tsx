import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCompanyInvite } from '../api/get-company-invite.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { JoinInvitation } from './join-invitation.tsx';
import { RegisterForm } from './register-form.tsx';
import type { SignUpRole } from './sign-up-role-choice.tsx';
import './auth-dialogs.css';

interface RegisterDialogProps {
  initialRole?: SignUpRole;
  onClose: () => void;
  onSwitchToLogin: () => void;
  /** A new account made (and signed in). */
  onRegistered: (message?: string, title?: string) => void;
  /** A signed-in person joined the company of the link. */
  onJoined: (message?: string, title?: string) => void;
}

/** `?company=x` or `?comp=x` on home: the link of a company inviting trainers to join it. */
export function invitationSlug(params: URLSearchParams): string | null {
  const slug = (params.get('company') ?? params.get('comp') ?? '').trim();
  return slug === '' ? null : slug;
}

/**
 * Sign-up, or joining a company through its link: a visitor registers with phone and industry
 * and joins in one step; a signed-in user gets a Join button instead of the form.
 */
export function RegisterDialog({
  initialRole,
  onClose,
  onSwitchToLogin,
  onRegistered,
  onJoined,
}: RegisterDialogProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = invitationSlug(params);
  const session = useSession();
  const invite = useCompanyInvite(slug);
  const company = slug ? (invite.data ?? null) : null;
  const isInvalidLink = slug !== null && invite.isSuccess && company === null;
  const isInviteUnreachable = slug !== null && invite.isError;
  const isLoadingInvite = slug !== null && invite.isPending;
  const user = session.user;

  const title = company
    ? t('auth.join.title', { company: company.name })
    : user && slug
      ? t('auth.join.invalidTitle')
      : t('auth.register.title');
  const description = company
    ? t('auth.join.subtitle', { company: company.name })
    : user
      ? undefined
      : t('auth.register.subtitle');

  return (
    <Dialog
      title={title}
      description={description}
      closeLabel={t('app.close')}
      onClose={onClose}
      testId="register-dialog"
    >
      {isInvalidLink ? (
        <p className="alert alert-error auth-form" role="alert" data-testid="invite-error">
          {t('errors.company_not_found')} {user ? null : t('auth.join.registerAnyway')}
        </p>
      ) : null}
      {isInviteUnreachable ? (
        <p className="alert alert-error auth-form" role="alert">
          {t(errorMessageKey(invite.error))}
        </p>
      ) : null}
      {isLoadingInvite ? (
        <p className="muted auth-form" role="status">
          {t('app.loading')}
        </p>
      ) : user ? (
        company ? (
          <JoinInvitation
            company={company}
            username={user.username}
            onJoined={(message) => onJoined(message, t('auth.join.joinedTitle'))}
          />
        ) : (
          <div className="auth-form">
            {slug ? null : <p>{t('auth.register.alreadySignedIn', { username: user.username })}</p>}
            <button type="button" className="btn btn-secondary btn-block" onClick={onClose}>
              {t('app.close')}
            </button>
          </div>
        )
      ) : (
        <>
          <RegisterForm
            company={company}
            initialRole={initialRole}
            onClose={onClose}
            onRegistered={onRegistered}
          />
          <p className="auth-switch">
            {t('auth.register.haveAccount')}{' '}
            <button type="button" className="link-button" onClick={onSwitchToLogin}>
              {t('auth.register.switchToLogin')}
            </button>
          </p>
        </>
      )}
    </Dialog>
  );
}
