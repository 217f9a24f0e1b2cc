import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/locales';
import { AuditLogList, type AuditEntry } from './audit-log-list.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useSecurityLog } from '../api/get-security-log.ts';
import { describeUserAgent } from './describe-session.ts';
import { SettingsCard } from './settings-card.tsx';

/** What happened to the account, newest first: sign-ins, changes, sessions ended; a year of it. */
export function SecurityLogCard({ language }: { language: Language }) {
  const { t } = useTranslation();
  const log = useSecurityLog();

  const originOf = (entry: AuditEntry) => {
    const { browser, system } = describeUserAgent(entry.userAgent);
    const device =
      browser && system
        ? t('settings.sessions.browserOn', { browser, system })
        : (browser ?? system);
    const parts = [entry.ip ? t('settings.sessions.address', { ip: entry.ip }) : null, device];
    const text = parts.filter(Boolean).join(' · ');
    return text || null;
  };

  return (
    <SettingsCard
      title={t('audit.title')}
      description={t('audit.text')}
      testId="settings-security-log"
    >
      <QueryStates query={log}>
        {(data) => (
          <AuditLogList
            entries={data.pages.flatMap((page) => page.list)}
            language={language}
            originOf={originOf}
            hasMore={log.hasNextPage}
            isLoadingMore={log.isFetchingNextPage}
            onMore={() => void log.fetchNextPage()}
            testId="security-log"
          />
        )}
      </QueryStates>
    </SettingsCard>
  );
}
