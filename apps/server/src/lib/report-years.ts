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
