import { parseUnsubscribeToken } from '@app/contracts/email-lists';
import { messageKeyOfError } from '@app/contracts/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFailure } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import './unsubscribe.css';

/**
 * /unsubscribe/:token, the link at the foot of an e-mail a person can turn off: it says what the
 * link stops and stops it on a click, then says it is done and how to turn it on again. Works
 * without signing in; the token is the proof.
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribe();
  const parsed = parseUnsubscribeToken(token);
  const result = unsubscribe.data;
  const settingsLink = (
    <Link className="btn btn-secondary btn-block" to="/settings">
      {t('settings.unsubscribe.toSettings')}
    </Link>
  );

  if (!parsed || (result && isFailure(result))) {
    return (
      <div className="unsubscribe-card card" data-testid="unsubscribe-failed">
        <h1 className="page-title">{t('settings.unsubscribe.failedTitle')}</h1>
        <p className="alert alert-error" role="alert">
          {t(result ? errorMessageKey(result) : messageKeyOfError('unsubscribe_link_invalid'))}
        </p>
        {settingsLink}
      </div>
    );
  }

  if (result) {
    return (
      <div className="unsubscribe-card card" data-testid="unsubscribe-done">
        <h1 className="page-title">{t('settings.unsubscribe.doneTitle')}</h1>
        <p className="alert alert-success" role="status">
          {t(`settings.unsubscribe.done.${result.list}`)}
        </p>
        <p>{t('settings.unsubscribe.again')}</p>
        {settingsLink}
      </div>
    );
  }

  return (
    <div className="unsubscribe-card card" data-testid="unsubscribe-ask">
      <h1 className="page-title">{t(`settings.unsubscribe.title.${parsed.list}`)}</h1>
      <p>{t(`settings.unsubscribe.what.${parsed.list}`)}</p>
      {unsubscribe.isError ? (
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(unsubscribe.error))}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-block btn-lg"
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate(token)}
      >
        {t(unsubscribe.isPending ? 'settings.unsubscribe.stopping' : 'settings.unsubscribe.stop')}
      </button>
      {settingsLink}
    </div>
  );
}
