import { dateTimeFormat } from '../../lib/intl.ts';
/**
 * The figures a money chart draws and its table lists (docs/product.md, "Revenue" and
 * "Spending"): rows of a category (a month, a topic, a location) with one amount per series, in
 * integer minor units.
 */
export interface ChartSeries {
  key: string;
  label: string;
  /** Bars by default; a line for a running figure beside them. */
  kind?: 'bar' | 'line';
}

export interface ChartRow {
  key: string;
  label: string;
  values: Record<string, number>;
}

/** Minor units as a plain decimal for a spreadsheet: -24400 → "-244.00". */
export function csvAmount(minorUnits: number, fractionDigits = 2): string {
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  if (fractionDigits === 0) return `${sign}${absolute}`;
  const scale = 10 ** fractionDigits;
  const whole = Math.floor(absolute / scale);
  const fraction = String(absolute % scale).padStart(fractionDigits, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * The table's rows as CSV cells: the category, then each series' amount (minor units as a
 * decimal), or its count when the figures are counts (`currency` null).
 */
export function csvRowsOf(
  rows: readonly ChartRow[],
  series: readonly ChartSeries[],
  currency: string | null = 'EUR',
) {
  return rows.map((row) => [
    row.label,
    ...series.map((each) => csvAmount(row.values[each.key] ?? 0, currency === null ? 0 : 2)),
  ]);
}

/** The twelve months' short names in the viewer's locale ("gen", "feb"…). */
export function monthLabels(locale: string): string[] {
  const format = dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}
