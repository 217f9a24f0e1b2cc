import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { events, topics, users } from '../../db/schema.ts';
import type { StateColumn } from '../../shared/state-history.repository.ts';

/** The listings that are published and taken down through the publication machine. */
export type ListingKind = 'topic' | 'event';

const listingTables = { topic: topics, event: events } as const;

export const publicationColumn: Record<ListingKind, StateColumn> = {
  topic: { table: topics, id: topics.id, state: topics.status },
  event: { table: events, id: events.id, state: events.status },
};

/** The first publication is remembered; taking a listing down and up again keeps that date. */
export async function stampFirstPublication(
  tx: Queryable,
  kind: ListingKind,
  id: number,
): Promise<Date | null> {
  const table = listingTables[kind];
  const [row] = await tx
    .update(table)
    .set({ publishedAt: sql`coalesce(${table.publishedAt}, now())` })
    .where(eq(table.id, id))
    .returning({ publishedAt: table.publishedAt });
  return row?.publishedAt ?? null;
}

/** What publishing asks of the provider's own profile (contracts' trainer-profile.ts). */
export async function findTrainerProfile(tx: Queryable, userId: number) {
  const [row] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      skills: users.skills,
      profileImage: users.profileImage,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A topic or event with its owner and title, locked until the transaction ends; null when none. */
export async function lockListing(tx: Queryable, kind: ListingKind, id: number) {
  const table = listingTables[kind];
  const [row] = await tx
    .select({ id: table.id, status: table.status, ownerId: table.userId, title: table.title })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row ?? null;
}
