import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCalendarDate, formatPrice } from '../../../lib/format.ts';
import type { PurchaseOrderDetail } from '../api/get-purchase-order-detail.ts';

/**
 * The invoice that quotes an order, and how it matches it (amount and quantity): a mismatch is
 * said in words, with the difference, never hidden.
 */
export function PurchaseOrderMatch({ order }: { order: PurchaseOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const invoice = order.invoice;
  if (!invoice) {
    return (
      <p className="muted" data-testid="po-no-invoice">
        {t('purchaseOrders.detail.noInvoice')}
      </p>
    );
  }
  const matches = invoice.amountMatches && invoice.quantityMatches;
  return (
    <div data-testid="po-invoice">
      <p>
        {t('purchaseOrders.detail.invoiceLine', {
          number: invoice.number,
          date: formatCalendarDate(invoice.issueDate, language),
          total: formatPrice(invoice.grossMinor, language, invoice.currency),
        })}
      </p>
      {matches ? (
        <p className="alert alert-success" data-testid="po-match">
          {t('purchaseOrders.detail.matches')}
        </p>
      ) : (
        <div className="alert po-alert-warning" role="status" data-testid="po-mismatch">
          {!invoice.amountMatches ? (
            <p>
              {t('purchaseOrders.detail.amountMismatch', {
                difference: formatPrice(
                  Math.abs(invoice.differenceMinor),
                  language,
                  order.currency,
                ),
                direction: t(
                  invoice.differenceMinor > 0
                    ? 'purchaseOrders.detail.more'
                    : 'purchaseOrders.detail.less',
                ),
              })}
            </p>
          ) : null}
          {!invoice.quantityMatches ? <p>{t('purchaseOrders.detail.quantityMismatch')}</p> : null}
        </div>
      )}
    </div>
  );
}
