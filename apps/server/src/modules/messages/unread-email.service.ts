import { isLanguage } from '@app/contracts/locales';
import type { JobContext } from '../../shared/domain-events.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import { unsubscribeLinks } from '../settings/index.ts';
import { composeUnreadEmail } from './unread-email.ts';
import {
  findMailRecipient,
  findSenderName,
  findUnreadFrom,
  lockRecipientSide,
  setLastEmailedAt,
} from './unread-email.repository.ts';

/** At most one e-mail per conversation and recipient within this time (docs/product.md). */
export const UNREAD_EMAIL_INTERVAL_MS = 60 * 60 * 1000;

export const UNREAD_EMAIL_JOB = 'messages.unread-email';

export interface UnreadEmailJob {
  conversationId: number;
  recipientId: number;
}

/** One waiting e-mail job per conversation and recipient. */
export const unreadEmailKey = (job: UnreadEmailJob) =>
  `unread-email:${job.conversationId}:${job.recipientId}`;

/**
 * E-mails the recipient about the conversation's unread messages, when everything still holds
 * once the delay has passed: a message from the other side is unread, the recipient is active,
 * wants message e-mails (`messageNotif`; the newsletter setting does not govern this) and has not
 * blocked the sender, a message came after the last e-mail, and no e-mail about this conversation
 * went to them within the hour (else it looks again when the hour is over). The decision and
 * `last_emailed_at` are one transaction on the locked member row; the e-mail goes after commit,
 * and a failed send clears the mark again so the job's retry can send it.
 */
export async function emailUnreadMessages(job: UnreadEmailJob, ctx: JobContext): Promise<void> {
  const now = new Date();
  const mail = await ctx.db.transaction(async (tx) => {
    const side = await lockRecipientSide(tx, job.conversationId, job.recipientId);
    if (!side) return null;
    const recipient = await findMailRecipient(tx, job.recipientId, side.otherUserId);
    if (!recipient?.isActive || !recipient.wantsMessageEmails || recipient.blockedSender) {
      return null;
    }
    const unread = await findUnreadFrom(
      tx,
      job.conversationId,
      side.otherUserId,
      side.lastReadMessageId,
    );
    const sender = await findSenderName(tx, side.otherUserId);
    if (!unread || !sender) return null;
    // Already e-mailed about every unread message: nothing new to tell.
    if (side.lastEmailedAt && unread.createdAt <= side.lastEmailedAt) return null;
    const sinceLast = side.lastEmailedAt ? now.getTime() - side.lastEmailedAt.getTime() : Infinity;
    if (sinceLast < UNREAD_EMAIL_INTERVAL_MS) {
      // E-mailed within the hour: decide again when the hour is over (the message may be read by
      // then), so a message written meanwhile is not forgotten.
      return { deferSeconds: Math.ceil((UNREAD_EMAIL_INTERVAL_MS - sinceLast) / 1000) };
    }
    await setLastEmailedAt(tx, job.conversationId, job.recipientId, now);
    const language = isLanguage(recipient.language)
      ? recipient.language
      : ctx.config.defaultLanguage;
    const senderName =
      [sender.firstName, sender.lastName].filter(Boolean).join(' ').trim() || sender.username;
    return {
      previous: side.lastEmailedAt,
      message: composeUnreadEmail({
        to: recipient.email,
        recipientName: recipient.firstName || recipient.username,
        senderName,
        language,
        productName: ctx.config.productName,
        count: unread.count,
        body: unread.body,
        link: publicPageUrl(ctx.config, language, `/message/${side.otherUserId}`),
        unsubscribe: unsubscribeLinks(ctx.config, language, job.recipientId, 'messages'),
      }),
    };
  });
  if (!mail) return;
  if ('deferSeconds' in mail) {
    // Queued after the decision committed; the running job is not waiting, so the key is free.
    await ctx.jobs.send(UNREAD_EMAIL_JOB, job, {
      startAfterSeconds: mail.deferSeconds,
      singletonKey: unreadEmailKey(job),
    });
    return;
  }
  try {
    await ctx.mailer.send(mail.message);
  } catch (error) {
    await setLastEmailedAt(ctx.db, job.conversationId, job.recipientId, mail.previous);
    throw error;
  }
}
