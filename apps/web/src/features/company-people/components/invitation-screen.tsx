import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorCodeOf, useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { rememberAttemptedUrl } from '../../../shared/session/attempted-url.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { roleLabelKey } from './role-select.tsx';
import './company-people.css';

/**
 * `/invitation/{token}`: what an invitation to a company's staff offers. A signed-in user accepts
 * it; a visitor signs in or registers first (the login returns here). A link that expired, was
 * used or was withdrawn says so.
 */
export function InvitationScreen({
  token,
  onSignIn,
  onRegister,
}: {
  token: string;
  onSignIn: () => void;
  onRegister: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);

  if (invitation.isPending) {
    return (
      <p className="muted" role="status">
        {t('app.loading')}
      </p>
    );
  }
  if (invitation.isError) {
    const isInvalid = errorCodeOf(invitation.error) === 'invitation_invalid';
    return (
      <div className="card invitation-card" data-testid="invitation-invalid">
        <h1 className="page-title">{t('companyPeople.invitation.invalidTitle')}</h1>
        <p role="alert">{errorMessage(invitation.error)}</p>
        {isInvalid ? (
          <Link to="/" className="btn btn-secondary">
            {t('companyPeople.invitation.home')}
          </Link>
        ) : null}
      </div>
    );
  }
  const offer = invitation.data;
  const here = `/invitation/${encodeURIComponent(token)}`;

  const onAccept = async () => {
    setFailure(null);
    try {
      await accept.mutateAsync(token);
      void navigate('/dashboard');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <div className="card invitation-card" data-testid="invitation">
      <p className="company-kicker">{t('companyPeople.invitation.kicker')}</p>
      <h1 className="page-title" data-testid="invitation-company">
        {offer.company.name}
      </h1>
      <p>
        {t('companyPeople.invitation.offer', {
          role: t(roleLabelKey(offer.userRole)),
          company: offer.company.name,
        })}
      </p>
      <dl className="people-row-facts">
        <div>
          <dt>{t('companyPeople.fields.email')}</dt>
          <dd>{offer.email}</dd>
        </div>
        {offer.department ? (
          <div>
            <dt>{t('companyPeople.fields.department')}</dt>
            <dd>{offer.department}</dd>
          </div>
        ) : null}
      </dl>
      <FormError message={failure} testId="invitation-error" />
      {session.isChecking ? null : session.isLoggedIn ? (
        <>
          <p className="muted">
            {t('companyPeople.invitation.signedInAs', { username: session.user?.username })}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={accept.isPending}
            aria-busy={accept.isPending}
            onClick={() => void onAccept()}
            data-testid="invitation-accept"
          >
            {t('companyPeople.invitation.accept')}
          </button>
        </>
      ) : (
        <>
          <p>{t('companyPeople.invitation.signInFirst')}</p>
          <div className="people-row-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                rememberAttemptedUrl(here);
                onSignIn();
              }}
              data-testid="invitation-sign-in"
            >
              {t('companyPeople.invitation.signIn')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                rememberAttemptedUrl(here);
                onRegister();
              }}
              data-testid="invitation-register"
            >
              {t('companyPeople.invitation.register')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
