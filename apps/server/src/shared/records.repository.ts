import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
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

/** What the operators see of a reported thing, whatever its state: its title, page and owner. */
export interface ReportedThing {
  title: string;
  link: string | null;
  ownerId: number | null;
  /** Hidden by moderation. */
  hidden: boolean;
}

/** A reported thing for the operators' queue (any state, hidden or not); null once deleted. */
export async function describeReported(
  db: Queryable,
  kind: ReportableKind,
  id: number,
): Promise<ReportedThing | null> {
  switch (kind) {
    case 'topic':
    case 'event':
    case 'requirement': {
      const table = kind === 'topic' ? topics : kind === 'event' ? events : requirements;
      const [row] = await db
        .select({
          ownerId: table.userId,
          url: table.url,
          title: table.title,
          status: table.status,
        })
        .from(table)
        .where(eq(table.id, id))
        .limit(1);
      if (!row) return null;
      const prefix = { topic: '/topic/', event: '/event/Q/', requirement: '/requirement/' }[kind];
      return {
        title: row.title,
        link: `${prefix}${row.url}`,
        ownerId: row.ownerId,
        hidden: row.status === 'hidden',
      };
    }
    case 'review': {
      const [row] = await db
        .select({
          ownerId: reviews.userId,
          comment: reviews.comment,
          provider: users.username,
          state: reviews.state,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.providerId))
        .where(eq(reviews.id, id))
        .limit(1);
      if (!row) return null;
      return {
        title: row.comment ?? '',
        link: `/${row.provider}`,
        ownerId: row.ownerId,
        hidden: row.state === 'hidden',
      };
    }
    case 'profile': {
      const [row] = await db
        .select({ username: users.username, state: users.profileState })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row
        ? {
            title: row.username,
            link: `/${row.username}`,
            ownerId: id,
            hidden: row.state === 'hidden',
          }
        : null;
    }
    case 'message': {
      const [row] = await db
        .select({ senderId: messages.senderId, body: messages.body })
        .from(messages)
        .where(eq(messages.id, id))
        .limit(1);
      return row
        ? { title: row.body.slice(0, 120), link: null, ownerId: row.senderId, hidden: false }
        : null;
    }
  }
}

/**
 * A reported message with the `around` messages before and after it in its conversation, oldest
 * first: what an operator reads to judge it, never the whole conversation.
 */
export async function selectMessageNeighbours(db: Queryable, messageId: number, around = 2) {
  const [reported] = await db
    .select({ conversationId: messages.conversationId })
    .from(messages)
    .where(eq(messages.id, messageId))
    .limit(1);
  if (!reported) return [];
  const columns = {
    id: messages.id,
    sender: users.username,
    body: messages.body,
    createdAt: messages.createdAt,
  };
  const inConversation = eq(messages.conversationId, reported.conversationId);
  const [before, after] = await Promise.all([
    db
      .select(columns)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(inConversation, lt(messages.id, messageId)))
      .orderBy(desc(messages.id))
      .limit(around),
    db
      .select(columns)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(inConversation, gte(messages.id, messageId)))
      .orderBy(asc(messages.id))
      .limit(around + 1),
  ]);
  return [...before.reverse(), ...after];
}
