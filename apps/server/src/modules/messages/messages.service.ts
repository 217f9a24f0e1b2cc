import {
  conversationPageSize,
  messagePageSize,
  type ConversationItem,
  type Correspondent,
  type MessageItem,
  type MessageSubject,
  type MessageSubjectKind,
  type StreamMessage,
} from '@app/contracts/actions/messaging';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import type { LiveHub } from '../../lib/live.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { publishUnreadCounts } from '../notifications/index.ts';
import {
  advanceReadPosition,
  deleteBlock,
  findCorrespondent,
  findMembership,
  findOrCreateConversation,
  findSubjectOwnedBy,
  hasMessagesBefore,
  insertBlock,
  insertConversationMembers,
  insertMessage,
  selectConversations,
  selectThreadPage,
  updateConversationAfterMessage,
  type CorrespondentRow,
  type MessageRow,
  type SubjectColumns,
} from './messages.repository.ts';

/** What the messaging services use besides the database: the outbox and the live hub. */
export interface MessagingDeps {
  db: Database;
  events: DomainEvents;
  live: LiveHub;
}

const subjectPaths: Record<MessageSubjectKind, (slug: string) => string> = {
  topic: (slug) => `/topic/${slug}`,
  event: (slug) => `/event/Q/${slug}`,
  requirement: (slug) => `/requirement/${slug}`,
  // The quote is read where its owner compares it and its provider follows it.
  quote: (slug) => `/requirement/${slug}`,
};

/** The subject as the page shows it; null when there is none or its record has gone. */
function toSubject(row: SubjectColumns): MessageSubject | null {
  if (!row.subjectKind || row.subjectId === null || !row.subjectTitle || !row.subjectSlug) {
    return null;
  }
  return {
    kind: row.subjectKind,
    id: row.subjectId,
    title: row.subjectTitle,
    url: subjectPaths[row.subjectKind](row.subjectSlug),
  };
}

function toCorrespondent(row: CorrespondentRow): Correspondent {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    username: row.username,
    name: name || row.username,
    profileImage: row.profileImage?.thumb90 ?? null,
    deactivated: !row.isActive,
    blockedByMe: row.blockedByMe,
    blockedMe: row.blockedMe,
  };
}

/** A message as `readerId` sees it: unread when it was sent to them past their read position. */
export function toMessageItem(row: MessageRow, readerId: number, lastRead: number): MessageItem {
  return {
    id: row.id,
    fromUser: row.senderId,
    toUser: row.recipientId,
    // Stored as typed: the client shows it as text, never as HTML.
    message: row.body,
    date: row.createdAt.toISOString(),
    type: row.recipientId === readerId && row.id > lastRead ? 'unread' : 'read',
    profileImage: row.senderImage?.thumb90 ?? null,
  };
}

export function toStreamMessage(row: MessageRow, readerId: number, lastRead: number) {
  return {
    ...toMessageItem(row, readerId, lastRead),
    partner: row.senderId === readerId ? row.recipientId : row.senderId,
  } satisfies StreamMessage;
}

export interface NewMessage {
  toUser: number;
  message: string;
  subjectType?: MessageSubjectKind | undefined;
  subjectId?: number | undefined;
}

/**
 * Whether the sender may write to the recipient, checked inside the sending transaction: nobody
 * writes to an unknown or deactivated account (both `recipient_unavailable`, so the
 * answer does not tell which ids exist), or across a block in either direction.
 */
function assertMayWrite(recipient: CorrespondentRow | null) {
  if (!recipient || !recipient.isActive) throw new AppError('recipient_unavailable');
  if (recipient.blockedByMe || recipient.blockedMe) throw new AppError('blocked');
}

/**
 * Sends a message in one transaction: the pair's conversation (found or created), both member
 * rows, the message, the conversation's last message and subject, the `message.sent` event (its
 * subscribers e-mail an unread message later) and the live events to the recipient's and the
 * sender's open pages, delivered after commit.
 */
export async function sendMessage(deps: MessagingDeps, sender: SessionUser, input: NewMessage) {
  if (input.toUser === sender.id) throw new AppError('cannot_message_self');
  if (input.subjectType && input.subjectId === undefined) {
    throw new InputError({ subjectId: ['validation.required'] });
  }
  const recipientId = input.toUser;
  return deps.db.transaction(async (tx) => {
    assertMayWrite(await findCorrespondent(tx, sender.id, recipientId));
    const subject =
      input.subjectType && input.subjectId
        ? await findSubjectOwnedBy(tx, input.subjectType, input.subjectId, [sender.id, recipientId])
        : null;
    if (input.subjectType && !subject) throw new AppError('listing_not_found');

    const pair: [number, number] =
      sender.id < recipientId ? [sender.id, recipientId] : [recipientId, sender.id];
    const conversationId = await findOrCreateConversation(tx, pair[0], pair[1]);
    await insertConversationMembers(tx, conversationId, pair);
    const body = input.message;
    const message = await insertMessage(tx, {
      conversationId,
      senderId: sender.id,
      recipientId,
      body,
    });
    await updateConversationAfterMessage(tx, conversationId, message, subject);
    await deps.events.record(tx, 'message.sent', {
      messageId: message.id,
      conversationId,
      senderId: sender.id,
      recipientId,
    });
    const row: MessageRow = {
      ...message,
      senderId: sender.id,
      recipientId,
      body,
      senderImage: sender.profileImage,
    };
    await deps.live.publish(tx, recipientId, {
      type: 'message',
      id: message.id,
      data: toStreamMessage(row, recipientId, 0),
    });
    await deps.live.publish(tx, sender.id, {
      type: 'message',
      id: message.id,
      data: toStreamMessage(row, sender.id, 0),
    });
    await publishUnreadCounts(tx, deps.live, recipientId);
    return { id: message.id, date: message.createdAt.toISOString() };
  });
}

export interface ThreadPage {
  firstmsg: number;
  lastmsg?: number | undefined;
  neworold: 'new' | 'old';
}

/**
 * One page of the reader's conversation with another user (only the two participants can read
 * it: the conversation is found from the reader's own member row). The newest page, or newer
 * messages of an open conversation, moves the reader's read position to the newest message shown
 * and tells the reader's pages the new counts; `type` says what was unread before this read.
 */
export async function readConversation(deps: MessagingDeps, readerId: number, page: ThreadPage) {
  const otherId = page.firstmsg;
  const correspondent = await findCorrespondent(deps.db, readerId, otherId);
  if (!correspondent || otherId === readerId) throw new AppError('profile_not_found');
  const membership = await findMembership(deps.db, readerId, otherId);
  if (!membership) {
    return { list: [], with: toCorrespondent(correspondent), subject: null, more: false };
  }
  const cursor = page.lastmsg ? page.lastmsg : undefined;
  const isNewer = cursor !== undefined && page.neworold === 'new';
  const rows = await selectThreadPage(deps.db, membership.conversationId, {
    ...(cursor === undefined ? {} : isNewer ? { after: cursor } : { before: cursor }),
    limit: isNewer ? messagePageSize : messagePageSize + 1,
  });
  const shown = rows.slice(0, messagePageSize);
  const oldest = shown.at(-1);
  const more = isNewer
    ? oldest !== undefined &&
      (await hasMessagesBefore(deps.db, membership.conversationId, oldest.id))
    : rows.length > messagePageSize;
  const list = shown.map((row) => toMessageItem(row, readerId, membership.lastReadMessageId));

  const newest = shown[0];
  if ((cursor === undefined || isNewer) && newest && newest.id > membership.lastReadMessageId) {
    await deps.db.transaction(async (tx) => {
      await markRead(tx, deps.live, readerId, otherId, membership.conversationId, newest.id);
    });
  }
  return { list, with: toCorrespondent(correspondent), subject: toSubject(membership), more };
}

async function markRead(
  tx: Transaction,
  live: LiveHub,
  readerId: number,
  otherId: number,
  conversationId: number,
  messageId: number,
) {
  if (!(await advanceReadPosition(tx, readerId, conversationId, messageId))) return;
  await publishUnreadCounts(tx, live, readerId);
  // The other side's open conversation learns how far its messages have been read.
  await live.publish(tx, otherId, { type: 'read', data: { by: readerId, upTo: messageId } });
}

/** The inbox: 20 conversations a page, the latest first, optionally searched by the other's name. */
export async function listConversations(
  db: Database,
  readerId: number,
  options: { search?: string | undefined; before?: string | undefined },
): Promise<{ list: ConversationItem[]; more: boolean }> {
  const rows = await selectConversations(db, readerId, {
    search: options.search || undefined,
    before: options.before,
    limit: conversationPageSize + 1,
  });
  const list = rows.slice(0, conversationPageSize).map((row): ConversationItem => ({
    user: toCorrespondent(row.user),
    lastMessage: row.lastMessage,
    lastFromMe: row.lastSenderId === readerId,
    date: row.date.toISOString(),
    unread: Number(row.unread),
    subject: toSubject(row),
  }));
  return { list, more: rows.length > conversationPageSize };
}

/** Blocks or unblocks another user; idempotent. Blocking stops messages both ways. */
export async function setBlock(db: Database, userId: number, otherId: number, block: boolean) {
  if (otherId === userId) throw new AppError('cannot_message_self');
  if (!(await findCorrespondent(db, userId, otherId))) throw new AppError('profile_not_found');
  if (block) await insertBlock(db, userId, otherId);
  else await deleteBlock(db, userId, otherId);
  return { msg: block ? 'User blocked' : 'User unblocked', blocked: block };
}
