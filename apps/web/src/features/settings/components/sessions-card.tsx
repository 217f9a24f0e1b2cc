import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/locales';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSessions, type SignedInSession } from '../api/get-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { describeUserAgent, formatRelativeTime } from './describe-session.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

/** Where the account is signed in; any other session can be ended, one or all at once. */
export function SessionsCard({ language }: { language: Language }) {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [status, setStatus] = useState<string | null>(null);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  const failure = endOne.error ?? endOthers.error ?? sessions.error;

  const deviceName = (session: SignedInSession) => {
    const { browser, system } = describeUserAgent(session.userAgent);
    if (browser && system) return t('settings.sessions.browserOn', { browser, system });
    return browser ?? system ?? t('settings.sessions.unknownDevice');
  };

  return (
    <SettingsCard
      title={t('settings.sessions.title')}
      description={t('settings.sessions.text')}
      testId="settings-sessions"
    >
      {sessions.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      <ul className="settings-sessions" aria-busy={sessions.isFetching}>
        {list.map((session) => {
          const name = deviceName(session);
          return (
            <li
              key={session.id}
              className="settings-session"
              data-testid="session-item"
              data-current={session.current ? 'true' : 'false'}
            >
              <div className="settings-session-info">
                <span className="settings-session-name">
                  {name}
                  {session.current ? (
                    <span className="settings-badge">{t('settings.sessions.thisDevice')}</span>
                  ) : null}
                  {session.twoFactor ? (
                    <span className="settings-badge settings-badge-ok">
                      {t('settings.sessions.twoFactor')}
                    </span>
                  ) : null}
                </span>
                <span className="settings-session-meta">
                  {session.ip ? t('settings.sessions.address', { ip: session.ip }) : null}
                  <span>
                    {t('settings.sessions.lastActive', {
                      when: formatRelativeTime(session.lastSeenAt, language),
                    })}
                  </span>
                  <span>
                    {t('settings.sessions.signedIn', {
                      date: formatDate(session.createdAt, language, 'medium'),
                    })}
                  </span>
                </span>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className="btn btn-secondary settings-session-end"
                  aria-label={t('settings.sessions.endOneNamed', { name })}
                  disabled={endOne.isPending && endOne.variables === session.id}
                  onClick={() =>
                    endOne.mutate(session.id, {
                      onSuccess: () => setStatus(t('settings.sessions.endedOne', { name })),
                    })
                  }
                >
                  {t('settings.sessions.endOne')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ErrorMessage text={failure ? t(errorMessageKey(failure)) : null} />
      <p className="settings-status" role="status" aria-live="polite">
        {status}
      </p>
      {others > 0 ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: (result) =>
                setStatus(t('settings.sessions.endedOthers', { number: result.ended })),
            })
          }
        >
          {t('settings.sessions.endOthers')}
        </button>
      ) : null}
    </SettingsCard>
  );
}
