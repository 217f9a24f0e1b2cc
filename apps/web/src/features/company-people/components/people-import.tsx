import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResponse } from '@app/contracts/registry';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { useExportCompanyPeople } from '../api/export-company-people.ts';
import { useImportCompanyPeople } from '../api/import-company-people.ts';
import { downloadTextFile, MAX_CSV_BYTES } from '../utils/csv-file.ts';

type ImportResult = ActionResponse<'importcompanypeople'>;

/**
 * CSV import (all or nothing: the bad rows are listed with their lines) and export of the
 * company's people.
 */
export function PeopleImport() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const importPeople = useImportCompanyPeople();
  const exportPeople = useExportCompanyPeople();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setResult(null);
    setFailure(null);
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setFailure(t('companyPeople.csv.tooLarge'));
      return;
    }
    try {
      setResult(await importPeople.mutateAsync({ csv: await file.text() }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const onExport = async () => {
    setFailure(null);
    try {
      const exported = await exportPeople.mutateAsync();
      downloadTextFile(exported.csv, exported.filename);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <section className="card" aria-labelledby="people-csv-title">
      <h2 id="people-csv-title" className="people-section-title">
        {t('companyPeople.csv.title')}
      </h2>
      <p className="muted" id="people-csv-hint">
        {t('companyPeople.csv.hint')}
      </p>
      <div className="people-row-actions">
        <label className="btn btn-secondary people-file-button">
          {importPeople.isPending
            ? t('companyPeople.csv.importing')
            : t('companyPeople.csv.import')}
          <input
            type="file"
            accept=".csv,text/csv"
            className="visually-hidden"
            aria-describedby="people-csv-hint"
            disabled={importPeople.isPending}
            onChange={(event) => void onFile(event)}
            data-testid="people-import-file"
          />
        </label>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={exportPeople.isPending}
          aria-busy={exportPeople.isPending}
          onClick={() => void onExport()}
          data-testid="people-export"
        >
          {t('companyPeople.csv.export')}
        </button>
      </div>
      <FormError message={failure} testId="people-csv-error" />
      <div aria-live="polite">
        {result?.imported ? (
          <p className="alert alert-success" data-testid="people-import-done">
            {t('companyPeople.csv.done', { created: result.created, updated: result.updated })}
          </p>
        ) : null}
      </div>
      {result && !result.imported ? (
        <div className="alert alert-error" role="alert" data-testid="people-import-problems">
          <p>{t('companyPeople.csv.refused', { count: result.problems.length })}</p>
          <ul>
            {result.problems.map((problem) => (
              <li key={problem.line}>
                {t('companyPeople.csv.line', { line: problem.line })}{' '}
                {problem.problems.map((key) => t(key)).join(' ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
