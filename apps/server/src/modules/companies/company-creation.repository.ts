import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, companyMembers, subscriptions, users } from '../../db/schema.ts';

/** The company known by a VAT id (its canonical form), if any. */
export async function findCompanyByVatKey(db: Queryable, vatKey: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.vatKey, vatKey))
    .limit(1);
  return row ?? null;
}

/**
 * Makes the VAT id the company's (a company, not one of its locations); the unique index refuses
 * one another company holds.
 */
export async function setCompanyVatKey(db: Queryable, companyId: number, vatKey: string) {
  await db
    .update(companies)
    .set({ vatKey })
    .where(
      and(
        eq(companies.id, companyId),
        isNull(companies.parentId),
        sql`${companies.vatKey} is distinct from ${vatKey}`,
      ),
    );
}

export interface NewCompanyRow {
  slug: string;
  name: string;
  kind: 'company' | 'sme';
  country: string;
  vatId: string | null;
}

export async function insertCompany(db: Queryable, company: NewCompanyRow) {
  const [row] = await db
    .insert(companies)
    .values({
      slug: company.slug,
      name: company.name,
      kind: company.kind,
      country: company.country,
      vatNumber: company.vatId,
      vatKey: company.vatId,
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

/** The person becomes the company's admin and works in it from now on. */
export async function insertFirstAdmin(db: Queryable, companyId: number, userId: number) {
  await db.insert(companyMembers).values({ companyId, userId, userRole: 1 });
  await db
    .update(users)
    .set({ activeCompanyId: companyId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function insertTrial(db: Queryable, companyId: number, endDate: Date) {
  await db.insert(subscriptions).values({ companyId, plan: 'trial', endDate });
}
