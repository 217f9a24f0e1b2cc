import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { companies, companyMembers, subscriptions, users } from '../db/schema.ts';
import { ADMIN_ROLE } from './memberships.ts';

/**
 * The membership the user works in: users.active_company_id while they still belong to it,
 * otherwise their first membership (lowest company id); null for users of no company.
 */
export async function findActiveMembership(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      companyId: companyMembers.companyId,
      userRole: companyMembers.userRole,
      kind: companies.kind,
      requireTwoFactor: companies.requireTwoFactor,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(
      sql`case when ${companyMembers.companyId} = ${users.activeCompanyId} then 0 else 1 end`,
      asc(companyMembers.companyId),
    )
    .limit(1);
  return row ?? null;
}

export type ActiveMembership = NonNullable<Awaited<ReturnType<typeof findActiveMembership>>>;

/** The user's role in one company, or null when they are not its staff. */
export async function findMembership(db: Queryable, userId: number, companyId: number) {
  const [row] = await db
    .select({ userRole: companyMembers.userRole, requireTwoFactor: companies.requireTwoFactor })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** The company's current subscription: the one added last (a renewal adds a row), or null. */
export async function findCurrentSubscription(db: Queryable, companyId: number) {
  const [row] = await db
    .select({ plan: subscriptions.plan, endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** The admins (userRole 1) of a company: who hears of a booking awaiting fee approval. */
export async function selectCompanyAdminIds(db: Queryable, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userRole, ADMIN_ROLE)))
    .orderBy(asc(companyMembers.userId));
  return rows.map((row) => row.userId);
}
