/** Figures of the assessment page, in the words and numbers people read. */

/** Halves (2..10) as stars (1..5), one decimal at most; null stays null. */
export const starsOf = (halves: number | null): number | null =>
  halves === null ? null : Math.round((halves / 2) * 10) / 10;

/** Stars chosen on the rating input (1..5 in halves) as the contract's halves (2..10). */
export const halvesOf = (stars: number): number => Math.round(stars * 2);

/** The share of the invited who answered, as a whole percentage (0 when nobody was invited). */
export const responseRate = (answers: number, invited: number): number =>
  invited === 0 ? 0 : Math.round((answers / invited) * 100);

/** A new question's id: short, unique among the others, stable once saved. */
export function newQuestionId(
  taken: readonly string[],
  random: () => number = Math.random,
): string {
  for (;;) {
    const id = `q${Math.floor(random() * 36 ** 6).toString(36)}`;
    if (!taken.includes(id)) return id;
  }
}

/** Whether a certificate expires within `days` of today (a date of the contract, YYYY-MM-DD). */
export function expiresWithin(expiresOn: string | null, days: number, now = new Date()): boolean {
  if (!expiresOn) return false;
  const left = (Date.parse(`${expiresOn}T23:59:59Z`) - now.getTime()) / 86_400_000;
  return left >= 0 && left <= days;
}
