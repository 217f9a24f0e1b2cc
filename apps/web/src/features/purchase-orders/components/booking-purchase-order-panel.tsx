import { BillingDetailsPrompt } from '../../billing/index.ts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { issuePurchaseOrder, purchaseOrderLimits } from '@app/contracts/actions/purchase-order';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatPrice } from '../../../lib/format.ts';
import { errorCodeOf } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { SubmitButton } from '../../../shared/forms/submit-button.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useBookingPurchaseOrder } from '../api/get-booking-purchase-order.ts';
import { useIssuePurchaseOrder } from '../api/issue-purchase-order.ts';
import { PurchaseOrderDetailDialog } from './purchase-order-detail-dialog.tsx';
import { PurchaseOrderStateBadge } from './purchase-order-state-badge.tsx';
import './purchase-orders.css';

/**
 * The booking page's purchase order: its number and state once issued (with its detail), or, for
 * the company's staff of an approved company booking, the form that issues it. Nothing for anyone
 * else (a personal booking, a booking still awaiting approval, a participant).
 */
export function BookingPurchaseOrderPanel({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useBookingPurchaseOrder(bookingId);
  const [open, setOpen] = useState(false);
  // Opened as `#purchase-order` (after a fee approval): brought into view once it is drawn.
  const { hash } = useLocation();
  const isDrawn = query.data !== undefined;
  useEffect(() => {
    if (hash === '#purchase-order' && isDrawn) {
      document.getElementById('purchase-order')?.scrollIntoView?.({ block: 'start' });
    }
  }, [hash, isDrawn]);
  // The booking screen shows its own loading and errors; this panel adds to it only when it has data.
  if (!query.data) return null;
  const order = query.data.purchaseOrder;
  if (order) {
    return (
      <section
        id="purchase-order"
        className="po-panel"
        aria-labelledby="po-panel-title"
        data-testid="po-panel"
      >
        <h2 id="po-panel-title" className="po-panel-title">
          {t('purchaseOrders.panel.title')}
        </h2>
        <p>
          <strong data-testid="po-panel-number">{order.number}</strong>{' '}
          <PurchaseOrderStateBadge state={order.state} testId="po-panel-state" />{' '}
          {formatPrice(order.grossMinor, language, order.currency)}
        </p>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setOpen(true)}
          data-testid="po-panel-open"
        >
          {t('purchaseOrders.panel.view')}
        </button>
        {open ? <PurchaseOrderDetailDialog id={order.id} onClose={() => setOpen(false)} /> : null}
      </section>
    );
  }
  if (!query.data.canIssue) return null;
  return <IssueForm bookingId={bookingId} />;
}

function IssueForm({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const issue = useIssuePurchaseOrder();
  const form = useContractForm({ schema: issuePurchaseOrder.request, mutation: issue });
  const [reference, setReference] = useState('');
  const input = { bookingId, ...(reference.trim() ? { reference: reference.trim() } : {}) };
  const submit = form.onSubmit(
    () => input,
    () => issue.mutateAsync(input),
  );
  const needsBilling = issue.isError && errorCodeOf(issue.error) === 'billing_details_required';
  return (
    <section
      id="purchase-order"
      className="po-panel"
      aria-labelledby="po-issue-title"
      data-testid="po-issue"
    >
      <h2 id="po-issue-title" className="po-panel-title">
        {t('purchaseOrders.panel.issueTitle')}
      </h2>
      <p className="muted">{t('purchaseOrders.panel.issueIntro')}</p>
      <form onSubmit={submit} noValidate>
        <FormField
          id={`${id}-reference`}
          label={t('purchaseOrders.panel.reference')}
          hint={t('purchaseOrders.panel.referenceHint')}
          problem={form.problems.reference}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={reference}
              maxLength={purchaseOrderLimits.referenceMax}
              onChange={(event) => setReference(event.target.value)}
              data-testid="po-reference"
            />
          )}
        </FormField>
        {needsBilling ? (
          <BillingDetailsPrompt
            target="company"
            message={t('purchaseOrders.billingRequired')}
            testId="po-billing-required"
          />
        ) : (
          <FormError message={form.formError} testId="po-issue-error" />
        )}
        <SubmitButton
          isPending={form.isPending}
          label={t('purchaseOrders.panel.issue')}
          pendingLabel={t('purchaseOrders.panel.issuing')}
          testId="po-issue-submit"
        />
      </form>
    </section>
  );
}
