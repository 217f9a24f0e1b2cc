import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { quotePrice } from '@app/contracts/actions/quote';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import type { QuotePricing } from '../utils/quote-draft.ts';

interface QuotePricePreviewProps {
  /** The contract's figures for what is typed, or null while the price is not an amount. */
  preview: ReturnType<typeof quotePrice> | null;
  pricing: QuotePricing;
  participants: number;
  vatRateBasisPoints: number;
  currency: string;
}

/**
 * What the seeker will see and the server will store, while the provider types: the price per
 * participant and the whole training for the requirement's participants, VAT at their own rate.
 */
export function QuotePricePreview({
  preview,
  pricing,
  participants,
  vatRateBasisPoints,
  currency,
}: QuotePricePreviewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (minor: number) => formatPrice(minor, language, currency);
  const rate = formatNumber(vatRateBasisPoints / 100, language);
  return (
    <section
      className="quote-preview"
      aria-labelledby="quote-preview-title"
      aria-live="polite"
      data-testid="quote-preview"
    >
      <h3 className="quote-preview-title" id="quote-preview-title">
        {t('quotes.preview.title')}
      </h3>
      <p className="quote-preview-for">{t('quotes.preview.for', { count: participants })}</p>
      {preview ? (
        <dl className="quote-preview-lines">
          <div>
            <dt>
              {pricing === 'flat'
                ? t('quotes.preview.flat')
                : t('quotes.preview.unit', {
                    price: money(preview.total.unitPriceMinor),
                    count: participants,
                  })}
            </dt>
            <dd data-testid="quote-preview-net">{money(preview.total.netMinor)}</dd>
          </div>
          <div>
            <dt>{t('quotes.facts.vat', { rate })}</dt>
            <dd data-testid="quote-preview-vat">{money(preview.total.vatMinor)}</dd>
          </div>
          <div className="quote-preview-gross">
            <dt>{t('quotes.facts.gross')}</dt>
            <dd data-testid="quote-preview-gross">{money(preview.total.grossMinor)}</dd>
          </div>
          {pricing === 'flat' ? (
            <div className="quote-preview-each">
              <dt>{t('quotes.preview.perParticipant')}</dt>
              <dd data-testid="quote-preview-per-participant">
                {money(preview.perParticipantMinor)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="muted" data-testid="quote-preview-empty">
          {t('quotes.preview.empty')}
        </p>
      )}
      <p className="quote-note">
        {t('quotes.preview.vatFrom', { rate })}{' '}
        <Link to="/profile">{t('quotes.preview.changeVat')}</Link>
      </p>
    </section>
  );
}
