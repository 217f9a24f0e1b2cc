import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts/locales';
import { formatDate } from '../../../lib/format.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import type { JoinRequest } from '../api/get-company-users.ts';
import { useDecideJoinRequest } from '../api/decide-join-request.ts';

const nameOf = (request: JoinRequest) => request.fullName ?? request.username;

/**
 * The requests to join the company, from people who gave its VAT id: an admin accepts (they join
 * as Manager) or declines.
 */
export function JoinRequestsSection({
  requests,
  language,
}: {
  requests: JoinRequest[];
  language: Language;
}) {
  const { t } = useTranslation();
  const decide = useDecideJoinRequest();
  const errorMessage = useErrorMessage();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const answer = async (request: JoinRequest, decision: 'accept' | 'decline') => {
    setNotice(null);
    setFailure(null);
    try {
      await decide.mutateAsync({ id: request.id, decision });
      setNotice(
        decision === 'accept'
          ? t('companyPeople.joinRequests.accepted', { name: nameOf(request) })
          : t('companyPeople.joinRequests.declined', { name: nameOf(request) }),
      );
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  // Shown while requests wait, and with the answer to the last one decided.
  if (requests.length === 0 && notice === null && failure === null) return null;
  return (
    <section className="card" aria-labelledby="join-requests-title" data-testid="join-requests">
      <h2 id="join-requests-title" className="people-section-title">
        {t('companyPeople.joinRequests.title')}
      </h2>
      <div aria-live="polite">
        {notice ? (
          <p className="alert alert-success" data-testid="join-request-notice">
            {notice}
          </p>
        ) : null}
      </div>
      <FormError message={failure} testId="join-request-error" />
      {requests.length === 0 ? null : (
        <>
          <p className="muted">{t('companyPeople.joinRequests.intro')}</p>
          <ul className="people-list">
            {requests.map((request) => (
              <li key={request.id} className="people-row" data-testid="join-request-row">
                <div className="people-row-main">
                  <strong>{nameOf(request)}</strong>
                  <span className="muted people-row-sub">{request.email}</span>
                </div>
                <p className="muted">
                  {t('companyPeople.joinRequests.asked', {
                    date: formatDate(request.createdAt, language, 'medium'),
                  })}
                </p>
                {request.message ? (
                  <blockquote className="people-request-message">{request.message}</blockquote>
                ) : null}
                <div className="people-row-actions">
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={decide.isPending}
                    onClick={() => void answer(request, 'accept')}
                    aria-label={t('companyPeople.joinRequests.acceptOf', {
                      name: nameOf(request),
                    })}
                    data-testid="join-request-accept"
                  >
                    {t('companyPeople.joinRequests.accept')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={decide.isPending}
                    onClick={() => void answer(request, 'decline')}
                    aria-label={t('companyPeople.joinRequests.declineOf', {
                      name: nameOf(request),
                    })}
                    data-testid="join-request-decline"
                  >
                    {t('companyPeople.joinRequests.decline')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
