import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, companyMembers, subscriptions } from '../../db/schema.ts';

/** The group a company belongs to: its first profile (the company itself when it has no parent). */
export async function findGroupRoot(db: Queryable, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, parentId: companies.parentId, kind: companies.kind })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) return null;
  return { id: row.parentId ?? row.id, kind: row.kind };
}

/** The group's profiles (its root and locations) that the user belongs to, root first. */
export async function selectGroupLocationsOf(db: Queryable, rootId: number, userId: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      address: companies.address,
      vatNumber: companies.vatNumber,
      country: companies.country,
      parentId: companies.parentId,
      userRole: companyMembers.userRole,
    })
    .from(companies)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, userId)),
    )
    .where(or(eq(companies.id, rootId), eq(companies.parentId, rootId)))
    .orderBy(sql`case when ${companies.id} = ${rootId} then 0 else 1 end`, asc(companies.id));
}

export interface NewLocation {
  slug: string;
  name: string;
  kind: 'company' | 'sme';
  parentId: number;
  address: string | null;
  vatNumber: string | null;
  country: string | null;
}

export async function insertLocation(db: Queryable, location: NewLocation) {
  const [row] = await db.insert(companies).values(location).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

/** The new location starts on the group's current plan, until the same end date. */
export async function copyCurrentSubscription(db: Queryable, fromId: number, toId: number) {
  const [current] = await db
    .select({ plan: subscriptions.plan, endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, fromId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  if (current) await db.insert(subscriptions).values({ companyId: toId, ...current });
}

export async function insertAdmin(db: Queryable, companyId: number, userId: number) {
  await db.insert(companyMembers).values({ companyId, userId, userRole: 1 });
}
