import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * The years a money report offers (newest first): from the first to the last year with documents,
 * widened to the current and the chosen one, so an empty year can still be picked.
 */
export function reportYears(span: { first: number; last: number } | null, ...years: number[]) {
  const all = [...years, ...(span ? [span.first, span.last] : [])];
  const from = Math.min(...all);
  const to = Math.max(...all);
  return Array.from({ length: to - from + 1 }, (_, index) => to - index);
}

/** A date column within one calendar year, as a range its index serves. */
export const withinYear = (column: Column, year: number): SQL =>
  sql`${column} >= ${`${year}-01-01`}::date and ${column} < ${`${year + 1}-01-01`}::date`;

/** Sums read per department ('' for none) as a map of integer minor units. */
export const amountsByDepartment = (
  rows: ReadonlyArray<{ department: string; amountMinor: number | string }>,
) => new Map(rows.map((row) => [row.department, Number(row.amountMinor)]));
