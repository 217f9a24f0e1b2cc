import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@app/contracts/locales';
import { isFailure } from '../../../lib/api-client.ts';
import { formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { errorMessageKey } from '../../../shared/errors/error-message.ts';
import { useCheckDataExport } from '../api/check-data-export.ts';
import './settings.css';

interface DataExportDownloadProps {
  id: string;
  token: string;
  language: Language;
}

/** Where the file comes from: a plain download the browser saves (GET, once). */
const downloadUrl = (id: string, token: string) =>
  `/inc/documents/data-export/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;

/**
 * /data-export/:id/:token, the e-mailed link: says whether the copy can still be downloaded
 * (once, by its owner, until it expires) and offers the file; after the download, or for a used
 * or expired link, it points to settings for a new copy.
 */
export function DataExportDownload({ id, token, language }: DataExportDownloadProps) {
  const { t } = useTranslation();
  const check = useCheckDataExport(id, token);
  const [isStarted, setIsStarted] = useState(false);
  const toSettings = (
    <Link className="btn btn-secondary btn-block" to="/settings">
      {t('dataExport.toSettings')}
    </Link>
  );

  if (check.isPending) {
    return (
      <div className="data-export-card card" role="status">
        <p className="muted">{t('dataExport.checking')}</p>
      </div>
    );
  }

  const result = check.data;
  if (check.isError || !result || isFailure(result)) {
    const problem = result && isFailure(result) ? result : check.error;
    return (
      <div className="data-export-card card" data-testid="data-export-failed">
        <h1 className="page-title">{t('dataExport.title')}</h1>
        <p className="alert alert-error" role="alert">
          {t(errorMessageKey(problem))}
        </p>
        {toSettings}
      </div>
    );
  }

  return (
    <div className="data-export-card card" data-testid="data-export-ready">
      <h1 className="page-title">{t('dataExport.title')}</h1>
      {isStarted ? (
        <p className="alert alert-success" role="status" data-testid="data-export-started">
          {t('dataExport.started')}
        </p>
      ) : (
        <>
          <p>
            {t('dataExport.ready', {
              file: result.fileName,
              size: formatFileSize(result.bytes, language),
              date: formatDateTime(result.expiresAt, language),
            })}
          </p>
          <p className="muted">{t('dataExport.once')}</p>
          <a
            className="btn btn-primary btn-block btn-lg"
            href={downloadUrl(id, token)}
            download={result.fileName}
            onClick={() => setIsStarted(true)}
          >
            {t('dataExport.download')}
          </a>
        </>
      )}
      {isStarted ? toSettings : null}
    </div>
  );
}
