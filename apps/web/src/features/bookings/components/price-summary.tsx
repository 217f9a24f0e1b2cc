import { useTranslation } from 'react-i18next';
import type { PriceBreakdown } from '@app/contracts/money';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';

/** Unit price × participants, VAT at the provider's rate, and the total, in the locale. */
export function PriceSummary({ price, heading }: { price: PriceBreakdown; heading: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (minor: number) => formatPrice(minor, language, price.currency);
  return (
    <section className="booking-price" aria-label={heading} data-testid="booking-price">
      <h3 className="booking-price-heading">{heading}</h3>
      <dl className="booking-price-lines">
        <div>
          <dt>
            {t('bookings.price.unit', {
              price: money(price.unitPriceMinor),
              count: price.quantity,
            })}
          </dt>
          <dd data-testid="booking-price-net">{money(price.netMinor)}</dd>
        </div>
        <div>
          <dt>
            {t('bookings.price.vat', {
              rate: formatNumber(price.vatRateBasisPoints / 100, language),
            })}
          </dt>
          <dd data-testid="booking-price-vat">{money(price.vatMinor)}</dd>
        </div>
        <div className="booking-price-total">
          <dt>{t('bookings.price.total')}</dt>
          <dd data-testid="booking-price-total">{money(price.grossMinor)}</dd>
        </div>
      </dl>
    </section>
  );
}
