import slugify from '@sindresorhus/slugify';
import { or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { violatedUniqueConstraint } from './db-errors.ts';

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
 * insertWithFreeSlug inserts inside a transaction and retries on a unique violation.
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

// Each round of a race lets at least one insert through (a unique-index conflict waits for the
// winner to commit), so n rows racing for one title need up to n attempts: 3 was too few for 4
// (seen once on PostgreSQL in CI); 10 covers a whole team posting at once.
const SLUG_ATTEMPTS = 10;

/**
 * Inserts a row under a free slug for `title`, in a transaction. Two rows with the same title
 * created at the same moment may pick the same slug: the unique index `urlIndex` refuses the
 * second, which then tries again with a fresh look at the taken slugs.
 */
export async function insertWithFreeSlug<Row>(
  db: Database,
  target: { table: PgTable; column: PgColumn; urlIndex: string },
  title: string,
  insert: (tx: Transaction, url: string) => Promise<Row>,
): Promise<Row> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const url = await findFreeSlug(tx, target.table, target.column, title);
        return insert(tx, url);
      });
    } catch (error) {
      if (attempt < SLUG_ATTEMPTS && violatedUniqueConstraint(error) === target.urlIndex) continue;
      throw error;
    }
  }
}
