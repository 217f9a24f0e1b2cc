import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import { conversationMembers, messages, userBlocks, userSettings, users } from '../../db/schema.ts';

/**
 * The recipient's side of the conversation, locked: two jobs deciding about one conversation's
 * e-mail queue up here, so at most one sends within the hour.
 */
export async function lockRecipientSide(
  tx: Transaction,
  conversationId: number,
  recipientId: number,
) {
  const [row] = await tx
    .select({
      otherUserId: conversationMembers.otherUserId,
      lastReadMessageId: conversationMembers.lastReadMessageId,
      lastEmailedAt: conversationMembers.lastEmailedAt,
    })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, recipientId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Who gets the e-mail: address, name, language, and whether they want message e-mails. */
export async function findMailRecipient(db: Queryable, userId: number, senderId: number) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      language: users.language,
      isActive: users.isActive,
      wantsMessageEmails: sql<boolean>`coalesce(${userSettings.messageNotifications}, true)`,
      blockedSender: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${userId} and ${userBlocks.blockedId} = ${senderId})`,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function findSenderName(db: Queryable, userId: number) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The other side's messages past the read position: how many, and the newest. */
export async function findUnreadFrom(
  db: Queryable,
  conversationId: number,
  senderId: number,
  afterId: number,
) {
  const unread = and(
    eq(messages.conversationId, conversationId),
    eq(messages.senderId, senderId),
    gt(messages.id, afterId),
  );
  const [newest] = await db
    .select({ id: messages.id, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .where(unread)
    .orderBy(desc(messages.id))
    .limit(1);
  if (!newest) return null;
  const [counted] = await db.select({ total: count() }).from(messages).where(unread);
  return { ...newest, count: counted?.total ?? 1 };
}

export async function setLastEmailedAt(
  db: Queryable,
  conversationId: number,
  recipientId: number,
  at: Date | null,
) {
  await db
    .update(conversationMembers)
    .set({ lastEmailedAt: at })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, recipientId),
      ),
    );
}
