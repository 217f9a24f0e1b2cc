import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/locales';
import { formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useDataExport, type DataExport } from '../api/get-data-export.ts';
import { useRequestDataExport } from '../api/request-data-export.ts';
import { ErrorMessage, SettingsCard } from './settings-card.tsx';

/**
 * "Your data" (GDPR articles 15 and 20): ask for a copy of everything the product holds about
 * the user; it is prepared in the background and e-mailed as a link that works once.
 */
export function DataExportCard({ language }: { language: Language }) {
  const { t } = useTranslation();
  const status = useDataExport();
  const request = useRequestDataExport();
  return (
    <SettingsCard
      title={t('settings.dataExport.title')}
      description={t('settings.dataExport.text')}
      testId="settings-data-export"
    >
      <QueryStates query={status}>
        {(data) => {
          const latest = data.latest;
          const isPreparing = latest?.state === 'preparing';
          return (
            <>
              {latest ? <ExportState latest={latest} language={language} /> : null}
              <ErrorMessage text={request.isError ? t(errorMessageKey(request.error)) : null} />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={request.isPending || isPreparing}
                aria-busy={request.isPending || isPreparing}
                onClick={() => request.mutate()}
              >
                {t(latest ? 'settings.dataExport.again' : 'settings.dataExport.button')}
              </button>
            </>
          );
        }}
      </QueryStates>
    </SettingsCard>
  );
}

function ExportState({ latest, language }: { latest: DataExport; language: Language }) {
  const { t } = useTranslation();
  const when = (value: string | null) => (value ? formatDateTime(value, language) : '');
  const text = {
    preparing: t('settings.dataExport.preparing', { date: when(latest.requestedAt) }),
    ready: t('settings.dataExport.ready', {
      size: formatFileSize(latest.bytes ?? 0, language),
      date: when(latest.expiresAt),
    }),
    downloaded: t('settings.dataExport.downloaded', { date: when(latest.downloadedAt) }),
    expired: t('settings.dataExport.expired'),
    failed: t('settings.dataExport.failed'),
  }[latest.state];
  return (
    <p
      className={latest.state === 'failed' ? 'alert alert-error' : 'alert alert-info'}
      role="status"
      data-testid="data-export-state"
      data-state={latest.state}
    >
      {text}
    </p>
  );
}
