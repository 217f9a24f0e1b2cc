import { slugOf } from '../../lib/slugs.ts';

/**
 * Slugs for a batch of new rows, unique among themselves and the rows already stored, by the
 * rule of lib/slugs.ts (`corso-excel`, then `corso-excel-2`...), without a query per row.
 */
export class UniqueSlugs {
  private readonly taken: Set<string>;

  constructor(existing: Iterable<string> = []) {
    this.taken = new Set([...existing].map((slug) => slug.toLowerCase()));
  }

  take(title: string): string {
    const base = slugOf(title);
    let candidate = base;
    for (let suffix = 2; this.taken.has(candidate); suffix += 1) candidate = `${base}-${suffix}`;
    this.taken.add(candidate);
    return candidate;
  }
}
