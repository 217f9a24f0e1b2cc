import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companyPeople } from '../../db/schema.ts';

/**
 * People of a company (employees who attend trainings without an account), shared by the
 * company-people module and booking creation (which links named participants to them).
 */

export interface PersonByEmail {
  name: string;
  email: string;
  department?: string | null;
}

/**
 * The id of the company's person with this e-mail (any case), created with the name (and
 * department) when new; an existing person keeps their name. Race-safe on the unique index.
 */
export async function findOrCreatePersonByEmail(
  db: Queryable,
  companyId: number,
  person: PersonByEmail,
): Promise<number> {
  const email = person.email.trim().toLowerCase();
  const [inserted] = await db
    .insert(companyPeople)
    .values({ companyId, name: person.name, email, department: person.department ?? null })
    .onConflictDoNothing()
    .returning({ id: companyPeople.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: companyPeople.id })
    .from(companyPeople)
    .where(
      and(eq(companyPeople.companyId, companyId), sql`lower(${companyPeople.email}) = ${email}`),
    )
    .limit(1);
  if (!existing) throw new Error('company person vanished between insert and select');
  return existing.id;
}
