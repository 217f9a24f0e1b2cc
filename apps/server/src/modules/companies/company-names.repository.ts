import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

/** A company's name (for an e-mail, a page title, a calendar), or null when there is none. */
export async function findCompanyName(db: Queryable, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.name ?? null;
}
