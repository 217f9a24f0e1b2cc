import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceLimits } from '@app/contracts/actions/invoice';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatPrice } from '../../../lib/format.ts';
import { ReasonDialog } from '../../../shared/forms/reason-dialog.tsx';
import { QueryStates } from '../../../shared/states/query-states.tsx';
import { useCreditInvoice } from '../api/credit-invoice.ts';
import { invoiceFileUrl, useInvoiceDetail, type InvoiceDetail } from '../api/get-invoice-detail.ts';
import { InvoiceStateBadge } from './invoice-state-badge.tsx';
import { MarkPaidDialog } from './mark-paid-dialog.tsx';

/** One invoice or credit note: its figures, downloads, the purchase order match and the buttons. */
export function InvoiceDetailPanel({
  id,
  onClose,
  onOpen,
}: {
  id: number;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const query = useInvoiceDetail(id);
  return (
    <section
      className="card invoice-detail"
      aria-labelledby="invoice-detail-title"
      data-testid="invoice-detail"
    >
      <QueryStates query={query}>
        {(data) => <InvoiceDetailBody data={data} onOpen={onOpen} />}
      </QueryStates>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={onClose}
        data-testid="invoice-detail-close"
      >
        {t('invoices.detail.back')}
      </button>
    </section>
  );
}

function InvoiceDetailBody({
  data,
  onOpen,
}: {
  data: InvoiceDetail;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const credit = useCreditInvoice();
  const [dialog, setDialog] = useState<'paid' | 'credit' | null>(null);
  const { invoice, match, related } = data;
  const money = (minor: number) => formatPrice(minor, language, invoice.currency);
  const title =
    invoice.kind === 'credit_note'
      ? t('invoices.creditNoteNumber', { number: invoice.number })
      : invoice.advanceOf
        ? t('invoices.advanceNumber', { number: invoice.number })
        : t('invoices.invoiceNumber', { number: invoice.number });

  return (
    <>
      <h2 id="invoice-detail-title" className="invoice-detail-title">
        {title} <InvoiceStateBadge state={invoice.state} testId="invoice-detail-state" />
      </h2>
      {invoice.advanceOf ? (
        <p className="alert alert-info" data-testid="invoice-advance">
          {t('invoices.advanceOf', { date: formatCalendarDate(invoice.advanceOf, language) })}
        </p>
      ) : null}
      <dl className="invoice-facts">
        <dt>{t('invoices.detail.seller')}</dt>
        <dd>{invoice.seller.legalName}</dd>
        <dt>{t('invoices.detail.buyer')}</dt>
        <dd>{invoice.buyer.legalName}</dd>
        <dt>{t('invoices.list.issueDate')}</dt>
        <dd>{formatCalendarDate(invoice.issueDate, language)}</dd>
        {invoice.dueDate ? (
          <>
            <dt>{t('invoices.list.dueDate')}</dt>
            <dd>{formatCalendarDate(invoice.dueDate, language)}</dd>
          </>
        ) : null}
        {invoice.paidOn ? (
          <>
            <dt>{t('invoices.detail.paidOn')}</dt>
            <dd data-testid="invoice-paid-on">{formatCalendarDate(invoice.paidOn, language)}</dd>
          </>
        ) : null}
        <dt>{t('invoices.detail.net')}</dt>
        <dd>{money(invoice.netMinor)}</dd>
        <dt>{t('invoices.detail.vat')}</dt>
        <dd>{money(invoice.vatMinor)}</dd>
        <dt>{t('invoices.detail.gross')}</dt>
        <dd data-testid="invoice-gross">
          <strong>{money(invoice.grossMinor)}</strong>
        </dd>
        {invoice.purchaseOrderNumber ? (
          <>
            <dt>{t('invoices.detail.purchaseOrder')}</dt>
            <dd>{invoice.purchaseOrderNumber}</dd>
          </>
        ) : null}
      </dl>
      {match ? (
        match.amountMatches && match.quantityMatches ? (
          <p className="alert alert-success" data-testid="invoice-match">
            {t('invoices.detail.matches', { order: match.purchaseOrderNumber })}
          </p>
        ) : (
          <p className="alert alert-error" role="status" data-testid="invoice-mismatch">
            {t('invoices.detail.mismatch', {
              order: match.purchaseOrderNumber,
              orderAmount: money(match.orderGrossMinor),
              difference: money(match.differenceMinor),
            })}
          </p>
        )
      ) : null}
      {related ? (
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => onOpen(related.id)}
            data-testid="invoice-related"
          >
            {related.kind === 'credit_note'
              ? t('invoices.detail.creditedBy', { number: related.number })
              : t('invoices.detail.credits', { number: related.number })}
          </button>
        </p>
      ) : null}
      <div className="invoice-actions">
        <a
          className="btn btn-secondary"
          href={invoiceFileUrl(invoice.id, 'pdf')}
          download
          data-testid="invoice-download-pdf"
        >
          {t('invoices.detail.downloadPdf')}
        </a>
        {data.hasXml ? (
          <a
            className="btn btn-secondary"
            href={invoiceFileUrl(invoice.id, 'xml')}
            download
            data-testid="invoice-download-xml"
          >
            {t('invoices.detail.downloadXml')}
          </a>
        ) : null}
        {data.transitions.includes('markPaid') ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setDialog('paid')}
            data-testid="invoice-mark-paid"
          >
            {t('invoices.detail.markPaid')}
          </button>
        ) : null}
        {data.transitions.includes('credit') ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setDialog('credit')}
            data-testid="invoice-credit"
          >
            {t('invoices.detail.credit')}
          </button>
        ) : null}
      </div>
      {data.history.length > 0 ? (
        <>
          <h3 className="invoice-history-title">{t('invoices.detail.history')}</h3>
          <ul className="invoice-history">
            {data.history.map((entry) => (
              <li key={`${entry.transition}-${entry.at}`}>
                {t(`invoices.states.${entry.toState as 'paid'}`)} ·{' '}
                {formatCalendarDate(entry.at.slice(0, 10), language)}
                {entry.reason ? ` · ${entry.reason}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {dialog === 'paid' ? (
        <MarkPaidDialog
          invoiceId={invoice.id}
          issueDate={invoice.issueDate}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'credit' ? (
        <ReasonDialog
          texts={{
            title: t('invoices.creditDialog.title'),
            description: t('invoices.creditDialog.description', { max: invoiceLimits.reasonMax }),
            reason: t('invoices.creditDialog.reason'),
            keep: t('invoices.creditDialog.keep'),
            confirm: t('invoices.creditDialog.confirm'),
          }}
          testIds={{
            dialog: 'credit-dialog',
            reason: 'credit-reason',
            error: 'credit-error',
            confirm: 'credit-confirm',
          }}
          onConfirm={(reason) => credit.mutateAsync({ id: invoice.id, reason })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
