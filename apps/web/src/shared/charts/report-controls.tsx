import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';

/** The year a money report shows, among the years the server offers. */
export function YearPicker({
  year,
  years,
  onChange,
  testId,
}: {
  year: number;
  years: readonly number[];
  onChange: (year: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="report-control">
      <label htmlFor={id}>{t('charts.year')}</label>
      <select
        id={id}
        className="input"
        value={year}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid={testId}
      >
        {[...new Set([...years, year])]
          .sort((a, b) => b - a)
          .map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
      </select>
    </div>
  );
}

/** One headline figure of a report: its name, the amount and how many documents. */
export function FigureCard({
  label,
  amountMinor,
  count,
  currency,
  testId,
  tone,
}: {
  label: string;
  amountMinor: number;
  count?: number;
  currency: string;
  testId: string;
  tone?: 'warning';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className={`card figure-card${tone ? ` figure-card-${tone}` : ''}`} data-testid={testId}>
      <span className="figure-card-label">{label}</span>
      <strong className="figure-card-amount">{formatPrice(amountMinor, language, currency)}</strong>
      {count !== undefined ? (
        <span className="muted">
          {t('charts.documents', { count, formatted: formatNumber(count, language) })}
        </span>
      ) : null}
    </li>
  );
}
