import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/locales';
import { AuditLogList } from '../../settings/index.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useRoleLog } from '../api/get-role-log.ts';

/** The company's role changes, newest first, and who made each; kept for a year. */
export function RoleLogPanel({ language }: { language: Language }) {
  const { t } = useTranslation();
  const log = useRoleLog();
  return (
    <section className="card" data-testid="role-log-panel">
      <h2 className="people-section-title">{t('companyPeople.log.title')}</h2>
      <p className="muted">{t('companyPeople.log.text')}</p>
      <QueryStates query={log}>
        {(data) => (
          <AuditLogList
            entries={data.pages.flatMap((page) => page.list)}
            language={language}
            hasMore={log.hasNextPage}
            isLoadingMore={log.isFetchingNextPage}
            onMore={() => void log.fetchNextPage()}
            testId="role-log"
          />
        )}
      </QueryStates>
    </section>
  );
}
