import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeeApprovals } from '../api/get-fee-approvals.ts';
import './fee-approval.css';

/**
 * On `dashboard/i/eventapproval`: the way to fee approval for company staff, with how many
 * bookings wait there (the admin decides them on that page).
 */
export function FeeApprovalLink() {
  const { t } = useTranslation();
  const query = useFeeApprovals();
  const waiting = query.data?.list.length ?? 0;
  return (
    <section
      className="card fee-approval-link"
      aria-labelledby="fee-approval-link-heading"
      data-testid="fee-approval-link"
    >
      <div>
        <h2 id="fee-approval-link-heading" className="fee-section-title">
          {t('feeApproval.title')}
        </h2>
        <p className="muted">
          {query.data ? t('feeApproval.linkCount', { count: waiting }) : t('feeApproval.linkIntro')}
        </p>
      </div>
      <Link to="/dashboard/c/feeapproval" className="btn btn-secondary">
        {t(query.data?.canDecide ? 'feeApproval.linkDecide' : 'feeApproval.linkOpen')}
      </Link>
    </section>
  );
}
