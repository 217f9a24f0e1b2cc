import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, companyTrainers } from '../../db/schema.ts';
import type { Queryable } from '../../db/client.ts';

const companyColumns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  kind: companies.kind,
  logo: companies.logo,
  country: companies.country,
};

export async function findCompanyById(db: Database, companyId: number) {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** An invitation link names the company by slug (any case) or by id. */
export async function findCompanyBySlugOrId(db: Database, reference: string) {
  const lowered = reference.toLowerCase();
  const byId = /^\d{1,9}$/.test(reference) ? Number(reference) : null;
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(
      byId === null
        ? sql`lower(${companies.slug}) = ${lowered}`
        : sql`(lower(${companies.slug}) = ${lowered} or ${companies.id} = ${byId})`,
    )
    // A slug that looks like a number wins over the id.
    .orderBy(sql`lower(${companies.slug}) = ${lowered} desc`)
    .limit(1);
  return row ?? null;
}

/** The company's approval of an e-mail address, if any. */
export async function findTrainerApproval(db: Queryable, companyId: number, email: string) {
  const [row] = await db
    .select({
      id: companyTrainers.id,
      status: companyTrainers.status,
      userId: companyTrainers.userId,
    })
    .from(companyTrainers)
    .where(
      and(
        eq(companyTrainers.companyId, companyId),
        sql`lower(${companyTrainers.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function hasJoinedCompany(db: Database, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: companyTrainers.id })
    .from(companyTrainers)
    .where(
      and(
        eq(companyTrainers.companyId, companyId),
        eq(companyTrainers.userId, userId),
        eq(companyTrainers.status, 'joined'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Fills the approval with the user; false when someone joined with it in the meantime. */
export async function markTrainerJoined(
  db: Queryable,
  approvalId: number,
  userId: number,
): Promise<boolean> {
  const updated = await db
    .update(companyTrainers)
    .set({ userId, status: 'joined', joinedAt: sql`now()` })
    .where(and(eq(companyTrainers.id, approvalId), eq(companyTrainers.status, 'approved')))
    .returning({ id: companyTrainers.id });
  return updated.length === 1;
}
