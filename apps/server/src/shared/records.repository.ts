import { and, eq } from 'drizzle-orm';
import type { OwnedRecordKind } from '@app/contracts/access';
import type { ReportableKind } from '@app/contracts/actions/site';
import type { Queryable } from '../db/client.ts';
import { events, messages, requirements, reviews, topics, users } from '../db/schema.ts';

/** The records a user owns, by the kind the authorisation table names them with. */
const ownedTables = { topic: topics, event: events, requirement: requirements } as const;

/** Who owns the record, or null when there is none. */
export async function findRecordOwner(
  db: Queryable,
  kind: OwnedRecordKind,
  id: number,
): Promise<number | null> {
  const table = ownedTables[kind];
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.userId ?? null;
}

/** Where a reported thing is seen (its page) and whose it is. */
export interface Reportable {
  ownerId: number;
  link: string;
}

/**
 * A thing the reporter can see, by the kind reportcontent names it with: a published topic or
 * event, an open or closed requirement, a review, an active person's profile, a message of one of
 * the reporter's own conversations. Null for anything else (it exists or not alike).
 */
export async function findReportable(
  db: Queryable,
  kind: ReportableKind,
  id: number,
  reporterId: number,
): Promise<Reportable | null> {
  switch (kind) {
    case 'topic':
    case 'event': {
      const table = kind === 'topic' ? topics : events;
      const [row] = await db
        .select({ ownerId: table.userId, url: table.url })
        .from(table)
        .where(and(eq(table.id, id), eq(table.status, 'published')))
        .limit(1);
      return row
        ? {
            ownerId: row.ownerId,
            link: kind === 'topic' ? `/topic/${row.url}` : `/event/Q/${row.url}`,
          }
        : null;
    }
    case 'requirement': {
      const [row] = await db
        .select({ ownerId: requirements.userId, url: requirements.url })
        .from(requirements)
        .where(eq(requirements.id, id))
        .limit(1);
      return row ? { ownerId: row.ownerId, link: `/requirement/${row.url}` } : null;
    }
    case 'review': {
      const [row] = await db
        .select({ ownerId: reviews.userId, providerId: reviews.providerId })
        .from(reviews)
        .where(eq(reviews.id, id))
        .limit(1);
      if (!row) return null;
      const [provider] = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, row.providerId));
      return { ownerId: row.ownerId, link: `/${provider?.username ?? ''}` };
    }
    case 'profile': {
      const [row] = await db
        .select({ username: users.username })
        .from(users)
        .where(and(eq(users.id, id), eq(users.isActive, true)))
        .limit(1);
      return row ? { ownerId: id, link: `/${row.username}` } : null;
    }
    case 'message': {
      const [row] = await db
        .select({ senderId: messages.senderId, recipientId: messages.recipientId })
        .from(messages)
        .where(eq(messages.id, id))
        .limit(1);
      if (!row || (row.senderId !== reporterId && row.recipientId !== reporterId)) return null;
      const other = row.senderId === reporterId ? row.recipientId : row.senderId;
      return { ownerId: row.senderId, link: `/message/${other}` };
    }
  }
}
