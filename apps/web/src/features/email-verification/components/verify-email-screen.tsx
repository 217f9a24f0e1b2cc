import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFailure } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import './verify-email.css';

interface VerifyEmailScreenProps {
  id: string;
  token: string;
  isLoggedIn: boolean;
  /** Opens the login dialog. */
  onLogin: () => void;
}

/**
 * /verify-email/:id/:token: the e-mailed link is followed as the page opens; it says whether the
 * address is confirmed (and the company joined), or why not and how to get a new link.
 */
export function VerifyEmailScreen({ id, token, isLoggedIn, onLogin }: VerifyEmailScreenProps) {
  const { t } = useTranslation();
  const verification = useVerifyEmail(id, token);
  const next = isLoggedIn ? (
    <Link className="btn btn-primary btn-block btn-lg" to="/dashboard">
      {t('emailVerification.toDashboard')}
    </Link>
  ) : (
    <button type="button" className="btn btn-primary btn-block btn-lg" onClick={onLogin}>
      {t('emailVerification.login')}
    </button>
  );

  if (verification.isPending) {
    return (
      <div className="verify-card card" role="status">
        <p className="muted">{t('emailVerification.checking')}</p>
      </div>
    );
  }

  const result = verification.data;
  if (verification.isError || !result || isFailure(result)) {
    const problem = result && isFailure(result) ? result : verification.error;
    return (
      <div className="verify-card card" data-testid="verify-email-failed">
        <h1 className="page-title">{t('emailVerification.failedTitle')}</h1>
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(problem))}
        </p>
        <p>{t(isLoggedIn ? 'emailVerification.askAgain' : 'emailVerification.loginToAsk')}</p>
        {next}
      </div>
    );
  }

  return (
    <div className="verify-card card" data-testid="verify-email-done">
      <h1 className="page-title">{t('emailVerification.doneTitle')}</h1>
      <p className="alert alert-success" role="status">
        {t('emailVerification.done', { email: result.email })}
      </p>
      {result.joinedCompany ? (
        <p data-testid="verify-email-joined">
          {t('emailVerification.joined', { company: result.joinedCompany })}
        </p>
      ) : null}
      {next}
    </div>
  );
}
