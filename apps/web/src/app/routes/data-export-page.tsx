import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { DataExportDownload } from '../../features/settings/index.ts';

/** /data-export/:id/:token: the e-mailed link to a copy of the user's data (signed in only). */
export function DataExportPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.dataExport'));
  const { id = '', token = '' } = useParams();
  const language = useLanguage();
  return (
    <div className="container page data-export-page" data-testid="data-export-page">
      <DataExportDownload key={`${id}/${token}`} id={id} token={token} language={language} />
    </div>
  );
}
