import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@app/contracts/actions/invoice';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatPrice } from '../../../lib/format.ts';
import { InvoiceStateBadge } from './invoice-state-badge.tsx';

/**
 * Invoices as a table (a card per row under 600 px): number, the other party, dates, amount in
 * the viewer's locale, and the state in words; an overdue one says since when.
 */
export function InvoiceTable({
  list,
  counterpart,
  onOpen,
}: {
  list: readonly InvoiceSummary[];
  /** Which party to name: the buyer (the provider's list) or the seller (the buyer's). */
  counterpart: 'buyer' | 'seller';
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <table className="invoice-table" data-testid="invoice-table">
      <caption className="visually-hidden">{t('invoices.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('invoices.list.number')}</th>
          <th scope="col">
            {counterpart === 'buyer' ? t('invoices.list.buyer') : t('invoices.list.seller')}
          </th>
          <th scope="col">{t('invoices.list.issueDate')}</th>
          <th scope="col">{t('invoices.list.dueDate')}</th>
          <th scope="col" className="invoice-amount">
            {t('invoices.list.amount')}
          </th>
          <th scope="col">{t('invoices.list.state')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((invoice) => (
          <tr key={invoice.id} data-testid={`invoice-row-${invoice.number}`}>
            <th scope="row" data-label={t('invoices.list.number')}>
              <button type="button" className="link-button" onClick={() => onOpen(invoice.id)}>
                {invoice.kind === 'credit_note'
                  ? t('invoices.creditNoteNumber', { number: invoice.number })
                  : invoice.number}
              </button>
            </th>
            <td
              data-label={
                counterpart === 'buyer' ? t('invoices.list.buyer') : t('invoices.list.seller')
              }
            >
              {counterpart === 'buyer' ? invoice.buyerName : invoice.sellerName}
            </td>
            <td data-label={t('invoices.list.issueDate')}>
              {formatCalendarDate(invoice.issueDate, language)}
            </td>
            <td data-label={t('invoices.list.dueDate')}>
              {invoice.dueDate ? formatCalendarDate(invoice.dueDate, language) : '—'}
            </td>
            <td data-label={t('invoices.list.amount')} className="invoice-amount">
              {formatPrice(invoice.grossMinor, language, invoice.currency)}
            </td>
            <td data-label={t('invoices.list.state')}>
              <InvoiceStateBadge state={invoice.state} />
              {invoice.state === 'overdue' && invoice.dueDate ? (
                <span className="invoice-overdue-note">
                  {' '}
                  {t('invoices.overdueSince', {
                    date: formatCalendarDate(invoice.dueDate, language),
                  })}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
