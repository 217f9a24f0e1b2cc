import { useTranslation } from 'react-i18next';
import { roundToHalf } from '@app/contracts/catalogue-rules';
import { intlLocaleOf } from '@app/contracts/locales';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber } from '../../lib/format.ts';
// Pages without a catalogue card (reviews) show stars too: the stars bring their own styles.
import './catalogue.css';
import { numberFormat } from '../../lib/intl.ts';

/**
 * Stars from 1 to 5 in halves (docs/product.md), read out as "4.5 out of 5 (12 reviews)". With no
 * reviews yet it says so rather than showing empty stars as a bad rating.
 */
export function StarRating({
  rating,
  reviewCount,
  size = 16,
}: {
  rating: number;
  reviewCount?: number;
  size?: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stars = roundToHalf(rating);
  if (reviewCount === 0 || stars === 0) {
    return <span className="star-rating star-rating-none">{t('catalogue.noReviews')}</span>;
  }
  // The rating is written the language's way ("4,5" in Italian), in the label and on the page.
  const written = formatNumber(stars, language);
  const label =
    reviewCount === undefined
      ? t('catalogue.ratingLabel', { rating: written })
      : t('catalogue.ratingLabelCount', { rating: written, count: reviewCount });
  return (
    <span className="star-rating" role="img" aria-label={label} title={label}>
      <span className="star-rating-stars" aria-hidden="true">
        <StarRow size={size} className="star-empty" />
        {/* Halves 1 to 10 as a class, not a style attribute: the server's HTML may carry none. */}
        <span className={`star-rating-fill star-rating-fill-${stars * 2}`}>
          <StarRow size={size} className="star-full" />
        </span>
      </span>
      <span className="star-rating-value" aria-hidden="true">
        {numberFormat(intlLocaleOf[language], { minimumFractionDigits: 1 }).format(stars)}
        {reviewCount !== undefined && ` (${reviewCount})`}
      </span>
    </span>
  );
}

/** One star in the 24-unit square whose centre line is at x. */
const star = (x: number) =>
  `M${x} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${x} 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z`;

/** Five stars side by side as one path. */
const FIVE_STARS = [12, 36, 60, 84, 108].map(star).join('');

/**
 * Five stars as one drawing (two elements, not eleven: a card list draws dozens of ratings, and
 * each element costs its share of the page's parsing, layout and hydration); the filled row is
 * clipped to the rating's width, so halves need no extra shape.
 */
function StarRow({ size, className }: { size: number; className: string }) {
  return (
    <svg
      className={`star-row ${className}`}
      width={size * 5}
      height={size}
      viewBox="0 0 120 24"
      focusable="false"
    >
      <path d={FIVE_STARS} />
    </svg>
  );
}
