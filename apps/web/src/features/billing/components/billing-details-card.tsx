import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { BillingDetailsForm } from './billing-details-form.tsx';
import { BillingDetailsView } from './billing-details-view.tsx';
import { useBillingDetails } from '../api/get-billing-details.ts';
import './billing.css';

/**
 * A card with one party's billing details: the caller's own (`mine`) or the active company's
 * (`company`: its admin edits, managers read). Says whether they are complete; `anchor` is the
 * id prompts link to.
 */
export function BillingDetailsCard({
  target,
  anchor,
  onSaved,
}: {
  target: 'mine' | 'company';
  anchor?: string;
  /** After a save, for what the page shows beside it (a provider's VAT rate follows the regime). */
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const query = useBillingDetails();
  const { hash } = useLocation();
  const headingId = `${anchor ?? `billing-${target}`}-heading`;
  const isLoaded = query.data !== undefined;
  // A prompt's link (#my-billing, #company-billing) lands here once the card has its content.
  useEffect(() => {
    if (!isLoaded || !anchor || hash !== `#${anchor}`) return;
    const card = document.getElementById(anchor);
    card?.scrollIntoView({ block: 'start' });
    card?.querySelector('input')?.focus({ preventScroll: true });
  }, [isLoaded, anchor, hash]);
  return (
    <section
      className="card billing-card"
      id={anchor}
      aria-labelledby={headingId}
      data-testid={`billing-card-${target}`}
    >
      <QueryStates query={query} errorTestId={`billing-card-${target}-error`}>
        {(data) => {
          const part = target === 'mine' ? data.mine : data.company;
          if (!part) {
            return (
              <>
                <h2 id={headingId} className="billing-card-title">
                  {t('billing.company.title')}
                </h2>
                <p className="muted">{t('billing.company.none')}</p>
              </>
            );
          }
          const owner = target === 'company' ? 'company' : data.mine.owner;
          const canEdit = target === 'mine' || (data.company?.canEdit ?? false);
          return (
            <>
              <div className="billing-card-head">
                <h2 id={headingId} className="billing-card-title">
                  {target === 'company'
                    ? t('billing.company.titleOf', { name: data.company?.name ?? '' })
                    : t('billing.mine.title')}
                </h2>
                <span
                  className={`billing-status ${part.complete ? 'is-complete' : 'is-incomplete'}`}
                  data-testid={`billing-status-${target}`}
                >
                  {t(part.complete ? 'billing.complete' : 'billing.incomplete')}
                </span>
              </div>
              <p className="muted">
                {t(
                  target === 'company'
                    ? 'billing.company.intro'
                    : owner === 'provider'
                      ? 'billing.mine.introProvider'
                      : 'billing.mine.introBuyer',
                )}
              </p>
              {canEdit ? (
                <BillingDetailsForm
                  target={target}
                  owner={owner}
                  details={part.details}
                  onSaved={onSaved}
                />
              ) : part.details ? (
                <>
                  <p className="alert alert-info" data-testid="billing-readonly">
                    {t('billing.company.readOnly')}
                  </p>
                  <BillingDetailsView details={part.details} testId={`billing-view-${target}`} />
                </>
              ) : (
                <p className="muted" data-testid="billing-readonly-empty">
                  {t('billing.company.emptyAskAdmin')}
                </p>
              )}
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
