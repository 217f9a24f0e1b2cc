import slugify from '@sindresorhus/slugify';
import { or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/accounts.ts';

const SLUG_MAX = 80;

/** The readable part of a URL for a title: lower-case ASCII words joined by hyphens. */
export function slugOf(title: string): string {
  const slug = slugify(title, { separator: '-', lowercase: true }).slice(0, SLUG_MAX);
  return slug.replace(/-+$/, '') || 'item';
}

/**
 * A slug for `title` that no row of the table holds yet (compared without regard to case):
 * `corso-excel`, then `corso-excel-2`, `-3`... A slug is chosen once, at creation, and never
 * changes with the title, so shared links keep working. The unique index stays the last word:
 * callers insert inside a transaction and retry once on a unique violation.
 */
export async function findFreeSlug(
  db: Queryable,
  table: PgTable,
  column: PgColumn,
  title: string,
): Promise<string> {
  const base = slugOf(title);
  const rows = await db
    .select({ slug: sql<string>`lower(${column})` })
    .from(table)
    .where(or(sql`lower(${column}) = ${base}`, sql`lower(${column}) like ${`${base}-%`}`));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
