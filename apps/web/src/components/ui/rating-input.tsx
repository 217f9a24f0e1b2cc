import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber } from '../../lib/format.ts';
import './rating-input.css';

/** 1 to 5 stars in halves (the contract's ratingSchema): 1, 1.5 … 5. */
export const ratingValues: readonly number[] = Array.from({ length: 9 }, (_, step) => 1 + step / 2);

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

interface RatingInputProps {
  /** The group's id; each option's id is made from it. */
  id: string;
  value: number | null;
  onChange: (value: number) => void;
  /** The id of the visible label (FormField with `labelKind="text"` makes `{id}-label`). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}

/**
 * A rating from 1 to 5 in halves, as a radio group (WAI-ARIA radio pattern): nine options drawn as
 * the halves of five stars (the first star is one option, since there is no half-star rating).
 * One tab stop; arrows move and choose, Home and End go to 1 and 5; the value is also written out
 * ("4,5 / 5") so nobody has to judge half a star by eye.
 */
export function RatingInput({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  required = false,
}: RatingInputProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [preview, setPreview] = useState<number | null>(null);
  const options = useRef(new Map<number, HTMLSpanElement>());
  const shown = preview ?? value ?? 0;
  // The checked option is the tab stop; with none yet, the first one is (radio pattern).
  const tabStop = value ?? ratingValues[0];

  const choose = (next: number) => {
    // What was chosen shows at once, also under a pointer resting on another star.
    setPreview(null);
    onChange(next);
    options.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, current: number) => {
    const at = ratingValues.indexOf(current);
    const last = ratingValues.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? ratingValues[Math.min(at + 1, last)]
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? ratingValues[Math.max(at - 1, 0)]
          : event.key === 'Home'
            ? ratingValues[0]
            : event.key === 'End'
              ? ratingValues[last]
              : event.key === ' ' || event.key === 'Enter'
                ? current
                : undefined;
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  const option = (optionValue: number, part: 'whole' | 'left' | 'right') => (
    <span
      key={optionValue}
      ref={(element) => {
        if (element) options.current.set(optionValue, element);
        else options.current.delete(optionValue);
      }}
      id={`${id}-${optionValue * 2}`}
      role="radio"
      aria-checked={value === optionValue}
      aria-label={t('reviews.rating.option', {
        count: optionValue,
        value: formatNumber(optionValue, language),
      })}
      tabIndex={optionValue === tabStop ? 0 : -1}
      className={`rating-input-option rating-input-${part}`}
      onClick={() => choose(optionValue)}
      onKeyDown={(event) => onKeyDown(event, optionValue)}
      onPointerEnter={(event) => {
        // A hover preview is for mice: after a tap, a touch screen's last point must not hold it.
        if (event.pointerType === 'mouse') setPreview(optionValue);
      }}
      data-value={optionValue}
    />
  );

  return (
    // Leaving the stars drops the hover preview; the wrapper hears it, the group has no pointer role.
    <div className="rating-input" onMouseLeave={() => setPreview(null)}>
      <div
        id={id}
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-required={required || undefined}
        className="rating-input-stars"
        data-testid="rating-input"
      >
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = Math.min(Math.max(shown - (star - 1), 0), 1);
          return (
            <span key={star} className="rating-input-star">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <defs>
                  <clipPath id={`${id}-clip-${star}`}>
                    <rect x="0" y="0" width={24 * fill} height="24" />
                  </clipPath>
                </defs>
                <path d={STAR_PATH} className="rating-input-empty" />
                <path
                  d={STAR_PATH}
                  className="rating-input-full"
                  clipPath={`url(#${id}-clip-${star})`}
                />
              </svg>
              {star === 1
                ? option(1, 'whole')
                : [option(star - 0.5, 'left'), option(star, 'right')]}
            </span>
          );
        })}
      </div>
      <span className="rating-input-value" aria-hidden="true" data-testid="rating-input-value">
        {shown > 0
          ? t('reviews.rating.value', { value: formatNumber(shown, language) })
          : t('reviews.rating.none')}
      </span>
    </div>
  );
}
