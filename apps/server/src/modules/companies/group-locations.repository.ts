import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, companyMembers } from '../../db/schema.ts';

/**
 * The locations of the company's group (the group's first profile and the profiles pointing at
 * it) that the user belongs to, by id: what a multi-location super admin may choose between (the
 * training schedule, the spending report).
 */
export async function selectGroupLocations(db: Queryable, userId: number, companyId: number) {
  const [company] = await db
    .select({ groupId: sql<number>`coalesce(${companies.parentId}, ${companies.id})` })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) return [];
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.userId, userId),
        sql`coalesce(${companies.parentId}, ${companies.id}) = ${company.groupId}`,
      ),
    )
    .orderBy(asc(companies.id));
}
