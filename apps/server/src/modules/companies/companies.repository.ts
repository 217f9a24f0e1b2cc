import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, companyMembers, users } from '../../db/schema.ts';

/** Every company profile the user belongs to, with their role in it, by company id. */
export async function findMemberships(db: Database, userId: number) {
  return db
    .select({
      userRole: companyMembers.userRole,
      company: { id: companies.id, name: companies.name, country: companies.country },
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companies.id));
}

/** One company profile, as its staff see it. */
export async function findCompany(db: Database, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      kind: companies.kind,
      logo: companies.logo,
      country: companies.country,
      industry: companies.industry,
      website: companies.website,
      description: companies.description,
      vatNumber: companies.vatNumber,
      address: companies.address,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

export async function setActiveCompany(db: Database, userId: number, companyId: number) {
  await db
    .update(users)
    .set({ activeCompanyId: companyId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export interface CompanyChanges {
  name: string;
  country?: string | null;
  industry?: string | null;
  website?: string | null;
  description?: string | null;
  vatNumber?: string | null;
  address?: string | null;
}

export async function updateCompany(db: Database, companyId: number, changes: CompanyChanges) {
  await db
    .update(companies)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}
