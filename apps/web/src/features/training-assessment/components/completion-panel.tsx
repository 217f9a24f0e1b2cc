import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import type { CompletionRow } from '../api/get-assessment-results.ts';
import { useSetCertificateExpiry } from '../api/set-certificate-expiry.ts';
import { expiresWithin } from '../utils/assessment-figures.ts';

/**
 * Completion per person: who attended or did not show, the certificate's date (the training's end)
 * and its expiry, which the admin sets; expiries within 30 days are marked.
 */
export function CompletionPanel({ rows, canEdit }: { rows: CompletionRow[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (rows.length === 0) {
    return (
      <EmptyState
        text={t('trainingAssessment.completion.empty')}
        testId="assessment-completion-empty"
      />
    );
  }
  return (
    <div className="assessment-table-wrap">
      <table className="assessment-table assessment-completion" data-testid="assessment-completion">
        <caption className="visually-hidden">{t('trainingAssessment.completion.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trainingAssessment.completion.person')}</th>
            <th scope="col">{t('trainingAssessment.completion.training')}</th>
            <th scope="col">{t('trainingAssessment.completion.attendance')}</th>
            <th scope="col">{t('trainingAssessment.completion.certificate')}</th>
            <th scope="col">{t('trainingAssessment.completion.expires')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.participantId}>
              <th scope="row">
                {row.name}
                {row.department ? <span className="muted"> · {row.department}</span> : null}
              </th>
              <td>{row.title}</td>
              <td>
                {row.attendance
                  ? t(`trainingAssessment.completion.${row.attendance}`)
                  : t('trainingAssessment.completion.unknown')}
              </td>
              <td>
                {row.certificateDate ? formatCalendarDate(row.certificateDate, language) : '—'}
              </td>
              <td>
                {canEdit && row.attendance === 'attended' ? (
                  <ExpiryField row={row} />
                ) : row.certificateExpiresOn ? (
                  formatCalendarDate(row.certificateExpiresOn, language)
                ) : (
                  '—'
                )}
                {expiresWithin(row.certificateExpiresOn, 30) ? (
                  <span className="assessment-badge" data-testid="certificate-expiring">
                    {t('trainingAssessment.completion.expiringSoon')}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ExpiryField({ row }: { row: CompletionRow }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const mutation = useSetCertificateExpiry();
  const [value, setValue] = useState(row.certificateExpiresOn ?? '');
  const inputId = `certificate-${row.participantId}`;
  return (
    <div className="assessment-expiry">
      <span className="visually-hidden" id={`${inputId}-label`}>
        {t('trainingAssessment.completion.expiryOf', { name: row.name, title: row.title })}
      </span>
      <DateField
        control={{ id: inputId }}
        labelledBy={`${inputId}-label`}
        value={value}
        onChange={setValue}
        onBlur={() => {
          if (value !== (row.certificateExpiresOn ?? '')) {
            mutation.mutate({ participantId: row.participantId, expiresOn: value || null });
          }
        }}
        testId="certificate-expiry"
      />
      <span className="visually-hidden" role="status">
        {mutation.isSuccess ? t('trainingAssessment.completion.saved') : ''}
      </span>
      <FormError
        message={mutation.error ? errorMessage(mutation.error) : null}
        testId="certificate-error"
      />
    </div>
  );
}
