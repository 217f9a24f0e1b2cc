import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useFeeApprovals } from '../api/get-fee-approvals.ts';
import { ApprovalSettingsCard } from './approval-settings-card.tsx';
import { BudgetsSection } from './budgets-section.tsx';
import { WaitingBookingCard } from './waiting-booking-card.tsx';
import './fee-approval.css';

/**
 * `dashboard/c/feeapproval`: the active company's bookings awaiting fee approval (the admin
 * decides, managers read), its rules and its budgets.
 */
export function FeeApprovalScreen({ currentYear }: { currentYear: number }) {
  const { t } = useTranslation();
  const query = useFeeApprovals();
  return (
    <div className="fee-approval" data-testid="fee-approval">
      <h1 className="page-title">{t('feeApproval.title')}</h1>
      <p className="muted">{t('feeApproval.intro')}</p>
      <div className="fee-layout">
        <section
          className="fee-waiting"
          aria-labelledby="fee-waiting-heading"
          data-testid="fee-waiting"
        >
          <h2 id="fee-waiting-heading" className="fee-section-title">
            {t('feeApproval.waiting')}
            {query.data && query.data.list.length > 0 ? (
              <span className="booking-count"> ({query.data.list.length})</span>
            ) : null}
          </h2>
          <QueryStates query={query}>
            {(data) => (
              <>
                {!data.canDecide ? (
                  <p className="alert alert-info" data-testid="fee-read-only">
                    {t('feeApproval.readOnly')}
                  </p>
                ) : null}
                {data.list.length === 0 ? (
                  <EmptyState text={t('feeApproval.empty')} testId="fee-empty" />
                ) : (
                  <ul className="fee-list">
                    {data.list.map((booking) => (
                      <WaitingBookingCard
                        key={booking.id}
                        booking={booking}
                        canDecide={data.canDecide}
                      />
                    ))}
                  </ul>
                )}
              </>
            )}
          </QueryStates>
        </section>
        <aside className="fee-side">
          <ApprovalSettingsCard />
        </aside>
      </div>
      <BudgetsSection currentYear={currentYear} />
    </div>
  );
}
