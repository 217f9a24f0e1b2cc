import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/locales';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { AuditLogList } from '../../settings/index.ts';
import { useOperatorAudit } from '../api/team.ts';

/** What the platform's staff did, newest first: who, what, to whom, why and when. Nobody edits it. */
export function AuditScreen({ language }: { language: Language }) {
  const { t } = useTranslation();
  const log = useOperatorAudit();
  return (
    <div className="console-page" data-testid="console-audit">
      <h1>{t('console.audit.title')}</h1>
      <p className="muted">{t('console.audit.intro')}</p>
      <section className="card">
        <QueryStates query={log}>
          {(data) => (
            <AuditLogList
              entries={data.pages.flatMap((page) => page.list)}
              language={language}
              hasMore={log.hasNextPage}
              isLoadingMore={log.isFetchingNextPage}
              onMore={() => void log.fetchNextPage()}
              testId="operator-audit"
            />
          )}
        </QueryStates>
      </section>
    </div>
  );
}
