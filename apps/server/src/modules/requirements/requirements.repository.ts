import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { selectRequirementCards } from '../topics/index.ts';
import { requirements, users } from '../../db/schema.ts';

type RequirementStatus = (typeof requirements.$inferSelect)['status'];

/** The columns a requirement's form writes (everything but owner, url, status and times). */
export interface RequirementValues {
  title: string;
  description: string;
  category: string;
  participants: number | null;
  preferredStart: string | null;
  preferredEnd: string | null;
  delivery: 'in_person' | 'online' | 'blended' | null;
  location: string | null;
  language: string | null;
  budgetMinMinor: number | null;
  budgetMaxMinor: number | null;
  currency: string;
  deadline: string | null;
  showOnProfile: boolean;
}

/** Where a requirement's url lives, for lib/slugs.ts: unique without regard to case. */
export const requirementSlugTarget = {
  table: requirements,
  column: requirements.url,
  urlIndex: 'requirements_url_lower_key',
};

/** Inserts an open requirement under the url given (the service picks a free one). */
export async function insertRequirement(
  tx: Queryable,
  userId: number,
  url: string,
  values: RequirementValues,
): Promise<{ id: number; url: string }> {
  const [row] = await tx
    .insert(requirements)
    .values({ ...values, userId, url, status: 'open' })
    .returning({ id: requirements.id, url: requirements.url });
  if (!row) throw new Error('The insert returned no row');
  return row;
}

/** The owner, url and state of a requirement, locked until the transaction ends; null when none. */
export async function lockRequirement(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      id: requirements.id,
      userId: requirements.userId,
      url: requirements.url,
      title: requirements.title,
      status: requirements.status,
    })
    .from(requirements)
    .where(eq(requirements.id, id))
    .for('update');
  return row ?? null;
}

export async function updateRequirementRow(
  tx: Queryable,
  id: number,
  patch: Partial<RequirementValues>,
): Promise<void> {
  await tx
    .update(requirements)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(requirements.id, id));
}

export async function deleteRequirementRow(tx: Queryable, id: number): Promise<void> {
  await tx.delete(requirements).where(eq(requirements.id, id));
}

/** How many requirements the user has, open and closed. */
export async function countOwnRequirements(db: Queryable, userId: number) {
  const rows = await db
    .select({ status: requirements.status, total: count() })
    .from(requirements)
    .where(eq(requirements.userId, userId))
    .groupBy(requirements.status);
  const totals = { open: 0, closed: 0, hidden: 0 };
  for (const row of rows) totals[row.status] = Number(row.total);
  return totals;
}

export function selectOwnRequirementCards(
  db: Queryable,
  userId: number,
  status: RequirementStatus | undefined,
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(requirements.userId, userId)];
  if (status) conditions.push(eq(requirements.status, status));
  return selectRequirementCards(db, { where: and(...conditions), ...page });
}

/** A requirement of an active user by id or by url (any case), with its seeker; null when none. */
export async function findListedRequirement(db: Queryable, key: { id: number } | { url: string }) {
  const match =
    'id' in key
      ? eq(requirements.id, key.id)
      : sql`lower(${requirements.url}) = ${key.url.toLowerCase()}`;
  const [row] = await db
    .select({
      id: requirements.id,
      userId: requirements.userId,
      url: requirements.url,
      title: requirements.title,
      description: requirements.description,
      category: requirements.category,
      participants: requirements.participants,
      preferredStart: requirements.preferredStart,
      preferredEnd: requirements.preferredEnd,
      delivery: requirements.delivery,
      location: requirements.location,
      language: requirements.language,
      budgetMin: requirements.budgetMinMinor,
      budgetMax: requirements.budgetMaxMinor,
      currency: requirements.currency,
      deadline: requirements.deadline,
      status: requirements.status,
      showOnProfile: requirements.showOnProfile,
      createdAt: requirements.createdAt,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImage: users.profileImage,
    })
    .from(requirements)
    .innerJoin(users, eq(users.id, requirements.userId))
    // A hidden one too: its owner and the platform's staff still read it (the service decides).
    .where(and(match, eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}
