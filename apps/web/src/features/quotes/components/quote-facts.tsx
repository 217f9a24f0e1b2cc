import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import type { PriceBreakdown } from '@app/contracts/money';
import { StarRating } from '../../../components/catalogue/star-rating.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import {
  formatCalendarDate,
  formatDateTime,
  formatNumber,
  formatPrice,
} from '../../../lib/format.ts';
import { localDateOf } from '../../../lib/local-date-time.ts';
import { validityOf } from '../utils/compare-quotes.ts';

/**
 * The facts of a quote as each view shows them: the provider, the price per participant, the
 * total with VAT, the dates, the validity and the cover letter.
 */

export function ProviderIdentity({ provider }: { provider: QuoteSummary['provider'] }) {
  const { t } = useTranslation();
  const initial = (provider.name || provider.username).charAt(0).toUpperCase();
  return (
    <div className="quote-provider" data-testid="quote-provider">
      {provider.profileImage ? (
        <img className="quote-avatar" src={provider.profileImage} alt="" width={48} height={48} />
      ) : (
        <span className="quote-avatar quote-avatar-initial" aria-hidden="true">
          {initial}
        </span>
      )}
      <div className="quote-provider-names">
        <Link className="quote-provider-name" to={provider.profileUrl}>
          {provider.name}
          <span className="visually-hidden"> – {t('quotes.facts.profile')}</span>
        </Link>
        <StarRating rating={provider.rating} reviewCount={provider.reviewCount} size={14} />
      </div>
    </div>
  );
}

/** The price for one participant; a flat quote says it is one price for the group. */
export function PerParticipantPrice({
  quote,
}: {
  quote: Pick<QuoteSummary, 'pricing' | 'perParticipantMinor' | 'total'>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (minor: number) => formatPrice(minor, language, quote.total.currency);
  return (
    <div className="quote-per-participant">
      <span className="quote-figure" data-testid="quote-per-participant">
        {money(quote.perParticipantMinor)}
      </span>
      <span className="quote-note">
        {quote.pricing === 'flat'
          ? t('quotes.facts.flatNote', { price: money(quote.total.unitPriceMinor) })
          : t('quotes.facts.perParticipantNote')}
      </span>
    </div>
  );
}

/** Net, VAT at the provider's rate and the total the buyer pays. */
export function TotalLines({ total }: { total: PriceBreakdown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (minor: number) => formatPrice(minor, language, total.currency);
  return (
    <dl className="quote-total">
      <div>
        <dt>{t('quotes.facts.net')}</dt>
        <dd data-testid="quote-net">{money(total.netMinor)}</dd>
      </div>
      <div>
        <dt>
          {t('quotes.facts.vat', {
            rate: formatNumber(total.vatRateBasisPoints / 100, language),
          })}
        </dt>
        <dd data-testid="quote-vat">{money(total.vatMinor)}</dd>
      </div>
      <div className="quote-total-gross">
        <dt>{t('quotes.facts.gross')}</dt>
        <dd data-testid="quote-gross">{money(total.grossMinor)}</dd>
      </div>
    </dl>
  );
}

export function ProposedDates({ dates }: { dates: readonly string[] }) {
  const language = useLanguage();
  return (
    <ol className="quote-dates" data-testid="quote-dates">
      {dates.map((date) => (
        <li key={date}>
          <time dateTime={date}>{formatDateTime(date, language)}</time>
        </li>
      ))}
    </ol>
  );
}

/** "12 March 2031", then how long it still holds ("expires in 4 days") or that it expired. */
export function ValidUntil({ quote }: { quote: Pick<QuoteSummary, 'state' | 'validUntil'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const validity = validityOf(quote, localDateOf(new Date()));
  return (
    <div className="quote-validity" data-testid="quote-valid-until">
      <time dateTime={quote.validUntil}>
        {formatCalendarDate(quote.validUntil, language, 'long')}
      </time>
      {validity.kind === 'closed' ? null : (
        <span className={`quote-note quote-validity-${validity.kind}`}>
          {validity.kind === 'days'
            ? t('quotes.facts.expiresIn', { count: validity.days })
            : t(`quotes.facts.${validity.kind === 'today' ? 'expiresToday' : 'expired'}`)}
        </span>
      )}
    </div>
  );
}

/** Long letters show their start; the button opens the rest in place. */
const clipAt = 220;

export function CoverLetter({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const letter = text.trim();
  if (letter === '') return <span className="muted">{t('quotes.facts.noLetter')}</span>;
  const isLong = letter.length > clipAt;
  return (
    <div className="quote-letter">
      <p id={id} className="quote-letter-text" data-testid="quote-letter">
        {isLong && !isOpen ? `${letter.slice(0, clipAt).trimEnd()}…` : letter}
      </p>
      {isLong ? (
        <button
          type="button"
          className="quote-link-button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setOpen((open) => !open)}
        >
          {t(isOpen ? 'quotes.facts.letterLess' : 'quotes.facts.letterMore')}
        </button>
      ) : null}
    </div>
  );
}
