import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../shared/states/empty-state.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useFeeApprovals } from '../api/get-fee-approvals.ts';
import { ApprovalSettingsCard } from './approval-settings-card.tsx';
import { BudgetsSection } from './budgets-section.tsx';
import { WaitingBookingCard, type FeeDecision } from './waiting-booking-card.tsx';
import './fee-approval.css';

/**
 * `dashboard/c/feeapproval`: the active company's bookings awaiting fee approval (the admin
 * decides, managers read), its rules and its budgets.
 */
export function FeeApprovalScreen({ currentYear }: { currentYear: number }) {
  const { t } = useTranslation();
  const query = useFeeApprovals();
  const [decided, setDecided] = useState<FeeDecision | null>(null);
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
          {decided ? <DecisionNote decision={decided} /> : null}
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
                        onDecided={setDecided}
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

/**
 * What a decision did, said where the card was (it leaves the list), with the next step: an
 * approved booking's purchase order is issued from its page. Focus comes here, since the button
 * that had it is gone.
 */
function DecisionNote({ decision }: { decision: FeeDecision }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const words = { title: decision.title, trainer: decision.trainer, booker: decision.booker };
  useEffect(() => {
    ref.current?.focus();
  }, [decision]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="alert alert-success fee-decision-note"
      role="status"
      data-testid="fee-decision-note"
    >
      {decision.transition === 'approve' ? (
        <>
          <p>{t('feeApproval.decided.approved', words)}</p>
          <Link
            className="btn btn-primary"
            to={`/mybooking/${decision.bookingId}#purchase-order`}
            data-testid="fee-issue-order"
          >
            {t('feeApproval.decided.issueOrder')}
          </Link>
        </>
      ) : (
        <p>{t('feeApproval.decided.rejected', words)}</p>
      )}
    </div>
  );
}
