import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocaleOf } from '@app/contracts/locales';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatDateTime, formatPrice } from '../../../lib/format.ts';
import { useErrorMessage } from '../../../shared/errors/error-message.ts';
import { FormError } from '../../../shared/errors/form-error.tsx';
import { ReasonDialog } from '../../../shared/forms/reason-dialog.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useAcknowledgePurchaseOrder } from '../api/acknowledge-purchase-order.ts';
import { useCancelPurchaseOrder } from '../api/cancel-purchase-order.ts';
import {
  usePurchaseOrderDetail,
  type PurchaseOrderDetail,
} from '../api/get-purchase-order-detail.ts';
import { PurchaseOrderMatch } from './purchase-order-match.tsx';
import { PurchaseOrderStateBadge } from './purchase-order-state-badge.tsx';
import { numberFormat } from '../../../lib/intl.ts';

/** One order in a dialog: parties, lines, totals, the matched invoice, history and its buttons. */
export function PurchaseOrderDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const query = usePurchaseOrderDetail(id);
  return (
    <Dialog
      title={query.data ? query.data.number : t('purchaseOrders.detail.title')}
      closeLabel={t('app.close')}
      onClose={onClose}
      testId="po-detail"
    >
      <QueryStates query={query} errorTestId="po-detail-error">
        {(order) => <OrderBody order={order} />}
      </QueryStates>
    </Dialog>
  );
}

function OrderBody({ order }: { order: PurchaseOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (minor: number) => formatPrice(minor, language, order.currency);
  const rate = (basisPoints: number) =>
    numberFormat(intlLocaleOf[language], {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(basisPoints / 10_000);
  return (
    <div className="po-detail">
      <p className="po-detail-head">
        <PurchaseOrderStateBadge state={order.state} testId="po-detail-state" />{' '}
        <span>{formatCalendarDate(order.issueDate, language)}</span>
        {order.reference ? (
          <span>
            {' · '}
            {t('purchaseOrders.detail.reference')}: {order.reference}
          </span>
        ) : null}
      </p>
      {order.bookingId !== null && order.title ? (
        <p>
          <Link to={`/mybooking/${order.bookingId}`}>{order.title}</Link>
        </p>
      ) : null}
      <div className="po-parties">
        <Party title={t('purchaseOrders.detail.buyer')} party={order.buyer} />
        <Party title={t('purchaseOrders.detail.provider')} party={order.provider} />
      </div>
      <div className="po-table-wrap">
        <table className="po-table">
          <caption className="visually-hidden">{t('purchaseOrders.detail.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('purchaseOrders.detail.description')}</th>
              <th scope="col" className="po-number-cell">
                {t('purchaseOrders.detail.quantity')}
              </th>
              <th scope="col" className="po-number-cell">
                {t('purchaseOrders.detail.unitPrice')}
              </th>
              <th scope="col" className="po-number-cell">
                {t('purchaseOrders.detail.vatRate')}
              </th>
              <th scope="col" className="po-number-cell">
                {t('purchaseOrders.detail.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td className="po-number-cell">{line.quantity}</td>
                <td className="po-number-cell">{money(line.unitPriceMinor)}</td>
                <td className="po-number-cell">{rate(line.vatRateBasisPoints)}</td>
                <td className="po-number-cell">{money(line.netMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="po-totals" data-testid="po-totals">
        <dt>{t('purchaseOrders.detail.totalNet')}</dt>
        <dd>{money(order.netMinor)}</dd>
        {order.vatSummary.map((entry) => (
          <div key={entry.vatRateBasisPoints} className="po-totals-row">
            <dt>{t('purchaseOrders.detail.vatAt', { rate: rate(entry.vatRateBasisPoints) })}</dt>
            <dd>{money(entry.vatMinor)}</dd>
          </div>
        ))}
        <dt className="po-total">{t('purchaseOrders.detail.total')}</dt>
        <dd className="po-total" data-testid="po-gross">
          {money(order.grossMinor)}
        </dd>
      </dl>
      <h3 className="po-subtitle">{t('purchaseOrders.detail.invoice')}</h3>
      <PurchaseOrderMatch order={order} />
      <h3 className="po-subtitle">{t('purchaseOrders.detail.history')}</h3>
      <ol className="po-history">
        {order.history.map((step, index) => (
          <li key={index}>
            {formatDateTime(step.at, language)} —{' '}
            {t(`purchaseOrders.states.${step.to}`, { defaultValue: step.to })}
            {step.by ? ` (${step.by})` : ''}
            {step.reason ? `: ${step.reason}` : ''}
          </li>
        ))}
      </ol>
      <OrderActions order={order} />
    </div>
  );
}

function Party({ title, party }: { title: string; party: PurchaseOrderDetail['buyer'] }) {
  const place = [party.postalCode, party.city].filter(Boolean).join(' ');
  return (
    <div className="po-party">
      <h3 className="po-subtitle">{title}</h3>
      <p>
        <strong>{party.legalName}</strong>
        {party.street ? <br /> : null}
        {party.street}
        {place ? <br /> : null}
        {place}
        {party.vatId ? <br /> : null}
        {party.vatId}
      </p>
    </div>
  );
}

function OrderActions({ order }: { order: PurchaseOrderDetail }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const acknowledge = useAcknowledgePurchaseOrder();
  const cancel = useCancelPurchaseOrder();
  const [cancelling, setCancelling] = useState(false);
  return (
    <div className="po-actions">
      <a className="btn btn-secondary" href={order.pdfUrl} download data-testid="po-download">
        {t('purchaseOrders.detail.download')}
      </a>
      {order.transitions.includes('acknowledge') ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={acknowledge.isPending}
          aria-busy={acknowledge.isPending}
          onClick={() => acknowledge.mutate(order.id)}
          data-testid="po-acknowledge"
        >
          {t('purchaseOrders.detail.acknowledge')}
        </button>
      ) : null}
      {order.transitions.includes('cancel') ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setCancelling(true)}
          data-testid="po-cancel"
        >
          {t('purchaseOrders.detail.cancel')}
        </button>
      ) : null}
      <FormError
        message={acknowledge.isError ? errorMessage(acknowledge.error) : null}
        testId="po-action-error"
      />
      {cancelling ? (
        <ReasonDialog
          texts={{
            title: t('purchaseOrders.cancelDialog.title', { number: order.number }),
            description: t('purchaseOrders.cancelDialog.description'),
            reason: t('purchaseOrders.cancelDialog.reason'),
            keep: t('purchaseOrders.cancelDialog.keep'),
            confirm: t('purchaseOrders.cancelDialog.confirm'),
          }}
          testIds={{
            dialog: 'po-cancel-dialog',
            reason: 'po-cancel-reason',
            error: 'po-cancel-error',
            confirm: 'po-cancel-confirm',
          }}
          onConfirm={(reason) => cancel.mutateAsync({ id: order.id, reason })}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </div>
  );
}
