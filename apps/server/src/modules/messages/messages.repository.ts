import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageSubjectKind } from '@app/contracts/actions/messaging';
import type { Queryable, Transaction } from '../../db/client.ts';
import {
  conversationMembers,
  conversations,
  events,
  messages,
  quotes,
  requirements,
  topics,
  userBlocks,
  users,
  type StoredProfileImage,
} from '../../db/schema.ts';

/** A user as the other side of a conversation sees them. */
export interface CorrespondentRow {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImage: StoredProfileImage | null;
  isActive: boolean;
  blockedByMe: boolean;
  blockedMe: boolean;
}

/** What a conversation is about, with the title and page of the record it names. */
export interface SubjectRow {
  kind: MessageSubjectKind;
  id: number;
  title: string;
  /** The record's slug, turned into a page address by the service. */
  slug: string;
}

const blockedBy = (blocker: SQL | number, blocked: SQL | number) =>
  sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${blocker} and ${userBlocks.blockedId} = ${blocked})`;

/** The other person of a conversation, in the inbox query. */
const other = alias(users, 'other');

const correspondentColumns = (readerId: number, person: typeof users | typeof other) => ({
  id: person.id,
  username: person.username,
  firstName: person.firstName,
  lastName: person.lastName,
  profileImage: person.profileImage,
  isActive: person.isActive,
  blockedByMe: blockedBy(readerId, sql`${person.id}`),
  blockedMe: blockedBy(sql`${person.id}`, readerId),
});

/** Another user and the blocks between them and the reader, or null for an unknown id. */
export async function findCorrespondent(
  db: Queryable,
  readerId: number,
  otherId: number,
): Promise<CorrespondentRow | null> {
  const [row] = await db
    .select(correspondentColumns(readerId, users))
    .from(users)
    .where(eq(users.id, otherId))
    .limit(1);
  return row ?? null;
}

const subjectTables = { topic: topics, event: events, requirement: requirements } as const;

/**
 * The topic, event or requirement a conversation may be about: it must exist and belong to one of
 * the two people (the page the "Send a message" button was on), so nobody pins a stranger's record.
 * A quote must be between the two: one is its provider, the other its requirement's owner; it
 * reads as its requirement (title and page).
 */
export async function findSubjectOwnedBy(
  db: Queryable,
  kind: MessageSubjectKind,
  id: number,
  ownerIds: [number, number],
): Promise<SubjectRow | null> {
  if (kind === 'quote') return findQuoteBetween(db, id, ownerIds);
  const table = subjectTables[kind];
  const [row] = await db
    .select({ id: table.id, title: table.title, slug: table.url })
    .from(table)
    .where(and(eq(table.id, id), sql`${table.userId} in (${ownerIds[0]}, ${ownerIds[1]})`))
    .limit(1);
  return row ? { kind, ...row } : null;
}

async function findQuoteBetween(
  db: Queryable,
  id: number,
  [first, second]: [number, number],
): Promise<SubjectRow | null> {
  const [row] = await db
    .select({ id: quotes.id, title: requirements.title, slug: requirements.url })
    .from(quotes)
    .innerJoin(requirements, eq(requirements.id, quotes.requirementId))
    .where(
      and(
        eq(quotes.id, id),
        sql`((${quotes.providerId} = ${first} and ${requirements.userId} = ${second})
          or (${quotes.providerId} = ${second} and ${requirements.userId} = ${first}))`,
      ),
    )
    .limit(1);
  return row ? { kind: 'quote', ...row } : null;
}

/** The subject of a conversation as columns, resolved through the table its kind names. */
const subjectColumns = {
  subjectKind: conversations.subjectKind,
  subjectId: conversations.subjectId,
  subjectTitle: sql<string | null>`case ${conversations.subjectKind}
    when 'topic' then (select ${topics.title} from ${topics} where ${topics.id} = ${conversations.subjectId})
    when 'event' then (select ${events.title} from ${events} where ${events.id} = ${conversations.subjectId})
    when 'requirement' then (select ${requirements.title} from ${requirements} where ${requirements.id} = ${conversations.subjectId})
    when 'quote' then (select ${requirements.title} from ${quotes} join ${requirements} on ${requirements.id} = ${quotes.requirementId} where ${quotes.id} = ${conversations.subjectId})
  end`,
  subjectSlug: sql<string | null>`case ${conversations.subjectKind}
    when 'topic' then (select ${topics.url} from ${topics} where ${topics.id} = ${conversations.subjectId})
    when 'event' then (select ${events.url} from ${events} where ${events.id} = ${conversations.subjectId})
    when 'requirement' then (select ${requirements.url} from ${requirements} where ${requirements.id} = ${conversations.subjectId})
    when 'quote' then (select ${requirements.url} from ${quotes} join ${requirements} on ${requirements.id} = ${quotes.requirementId} where ${quotes.id} = ${conversations.subjectId})
  end`,
};

export interface SubjectColumns {
  subjectKind: MessageSubjectKind | null;
  subjectId: number | null;
  subjectTitle: string | null;
  subjectSlug: string | null;
}

/**
 * The conversation of the pair, created when it does not exist. Two first messages racing from
 * both sides meet at the unique pair index: one insert wins, the other does nothing and reads it.
 */
export async function findOrCreateConversation(
  tx: Transaction,
  userLow: number,
  userHigh: number,
): Promise<number> {
  await tx
    .insert(conversations)
    .values({ userLow, userHigh })
    .onConflictDoNothing({ target: [conversations.userLow, conversations.userHigh] });
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLow, userLow), eq(conversations.userHigh, userHigh)))
    .limit(1);
  if (!row) throw new Error('Conversation insert returned nothing');
  return row.id;
}

/** Both participants' rows of a conversation (kept when they exist). */
export async function insertConversationMembers(
  tx: Transaction,
  conversationId: number,
  userIds: [number, number],
): Promise<void> {
  const [first, second] = userIds;
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId, userId: first, otherUserId: second },
      { conversationId, userId: second, otherUserId: first },
    ])
    .onConflictDoNothing();
}

export async function insertMessage(
  tx: Transaction,
  values: { conversationId: number; senderId: number; recipientId: number; body: string },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx
    .insert(messages)
    .values(values)
    .returning({ id: messages.id, createdAt: messages.createdAt });
  if (!row) throw new Error('Message insert returned nothing');
  return row;
}

/**
 * The conversation's last message (the larger id wins when two commit out of order) and, when the
 * message was about something, its subject.
 */
export async function updateConversationAfterMessage(
  tx: Transaction,
  conversationId: number,
  message: { id: number; createdAt: Date },
  subject: { kind: MessageSubjectKind; id: number } | null,
): Promise<void> {
  await tx
    .update(conversations)
    .set({
      lastMessageId: sql`greatest(coalesce(${conversations.lastMessageId}, 0), ${message.id})`,
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${message.createdAt.toISOString()}::timestamptz)`,
      ...(subject ? { subjectKind: subject.kind, subjectId: subject.id } : {}),
    })
    .where(eq(conversations.id, conversationId));
}

/** The reader's side of their conversation with another user, with its subject, or null. */
export async function findMembership(db: Queryable, readerId: number, otherId: number) {
  const [row] = await db
    .select({
      conversationId: conversationMembers.conversationId,
      lastReadMessageId: conversationMembers.lastReadMessageId,
      ...subjectColumns,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(eq(conversationMembers.userId, readerId), eq(conversationMembers.otherUserId, otherId)),
    )
    .limit(1);
  return row ?? null;
}

export interface MessageRow {
  id: number;
  senderId: number;
  recipientId: number;
  body: string;
  createdAt: Date;
  senderImage: StoredProfileImage | null;
}

const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  recipientId: messages.recipientId,
  body: messages.body,
  createdAt: messages.createdAt,
  senderImage: users.profileImage,
};

/**
 * A page of one conversation, newest first: the newest (no cursor), those older than `before`,
 * or the ones right after `after` (the oldest of them first in the range, answered newest first).
 * One row more than `limit` tells whether there are more.
 */
export async function selectThreadPage(
  db: Queryable,
  conversationId: number,
  page: { before?: number; after?: number; limit: number },
): Promise<MessageRow[]> {
  const inConversation = eq(messages.conversationId, conversationId);
  const query = db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId));
  if (page.after !== undefined) {
    const rows = await query
      .where(and(inConversation, gt(messages.id, page.after)))
      .orderBy(messages.id)
      .limit(page.limit);
    return rows.reverse();
  }
  return query
    .where(
      page.before === undefined
        ? inConversation
        : and(inConversation, lt(messages.id, page.before)),
    )
    .orderBy(desc(messages.id))
    .limit(page.limit);
}

/** Whether the conversation has messages older than `id`. */
export async function hasMessagesBefore(db: Queryable, conversationId: number, id: number) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), lt(messages.id, id)))
    .limit(1);
  return row !== undefined;
}

/** Moves the reader's read position forward to `messageId`; answers whether it moved. */
export async function advanceReadPosition(
  tx: Transaction,
  readerId: number,
  conversationId: number,
  messageId: number,
): Promise<boolean> {
  const moved = await tx
    .update(conversationMembers)
    .set({ lastReadMessageId: messageId })
    .where(
      and(
        eq(conversationMembers.userId, readerId),
        eq(conversationMembers.conversationId, conversationId),
        lt(conversationMembers.lastReadMessageId, messageId),
      ),
    )
    .returning({ conversationId: conversationMembers.conversationId });
  return moved.length > 0;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The reader's inbox, latest conversation first: the other person, the last message, the unread
 * count and the subject; `before` continues after the last one seen (compared at the millisecond
 * the client was given), `search` keeps those whose other person's name or username matches.
 */
export async function selectConversations(
  db: Queryable,
  readerId: number,
  options: { search?: string | undefined; before?: string | undefined; limit: number },
) {
  const last = alias(messages, 'last');
  const filters: SQL[] = [eq(conversationMembers.userId, readerId)];
  if (options.before) {
    filters.push(
      sql`date_trunc('milliseconds', ${conversations.lastMessageAt}) < ${options.before}::timestamptz`,
    );
  }
  if (options.search) {
    const pattern = `%${escapeLike(options.search)}%`;
    filters.push(
      sql`(${other.username} ilike ${pattern} or (coalesce(${other.firstName}, '') || ' ' || coalesce(${other.lastName}, '')) ilike ${pattern})`,
    );
  }
  return db
    .select({
      user: correspondentColumns(readerId, other),
      lastMessage: last.body,
      lastSenderId: last.senderId,
      date: conversations.lastMessageAt,
      unread: sql<number>`(select count(*) from ${messages} m where m.conversation_id = ${conversationMembers.conversationId} and m.id > ${conversationMembers.lastReadMessageId} and m.sender_id = ${conversationMembers.otherUserId})::int`,
      ...subjectColumns,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(other, eq(other.id, conversationMembers.otherUserId))
    .innerJoin(last, eq(last.id, conversations.lastMessageId))
    .where(and(...filters))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(options.limit);
}

export async function insertBlock(db: Queryable, blockerId: number, blockedId: number) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Queryable, blockerId: number, blockedId: number) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** A message the user sent or received, with the reader's read position in its conversation. */
export interface StreamMessageRow extends MessageRow {
  lastReadMessageId: number;
}

/**
 * The user's messages (sent or received) after `afterId`, oldest first: what a stream that
 * reconnects with Last-Event-ID missed. Through the user's conversations, so each is an index range.
 */
export async function selectMessagesAfter(
  db: Queryable,
  userId: number,
  afterId: number,
  limit: number,
): Promise<StreamMessageRow[]> {
  return db
    .select({ ...messageColumns, lastReadMessageId: conversationMembers.lastReadMessageId })
    .from(conversationMembers)
    .innerJoin(messages, eq(messages.conversationId, conversationMembers.conversationId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(conversationMembers.userId, userId), gt(messages.id, afterId)))
    .orderBy(messages.id)
    .limit(limit);
}

/** One message for one of its two participants (null for anyone else), as the stream sends it. */
export async function findMessageFor(
  db: Queryable,
  userId: number,
  messageId: number,
): Promise<StreamMessageRow | null> {
  const [row] = await db
    .select({ ...messageColumns, lastReadMessageId: conversationMembers.lastReadMessageId })
    .from(messages)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, messages.conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, messageId))
    .limit(1);
  return row ?? null;
}
