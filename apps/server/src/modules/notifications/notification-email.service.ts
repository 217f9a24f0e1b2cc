import { isLanguage } from '@app/contracts/locales';
import { isNotificationKind, renderNotification } from '@app/contracts/notifications';
import type { JobContext } from '../../lib/job-queue.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import { unsubscribeLinks } from '../settings/index.ts';
import { composeNotificationDigest } from './notification-email.ts';
import {
  lockDigestRecipient,
  selectPendingNotifications,
  selectUsersAwaitingNotificationEmail,
  setEmailHandled,
  setNotificationsEmailedAt,
} from './notification-email.repository.ts';

/** At most one e-mail about notifications per user within this time (docs/product.md). */
export const NOTIFICATION_EMAIL_INTERVAL_MS = 60 * 60 * 1000;
export const NOTIFICATION_EMAIL_JOB = 'notifications.email-digest';
/** Users one sweep e-mails at most; the next sweep, a minute later, takes the rest. */
const USERS_PER_SWEEP = 200;

/**
 * E-mails every user whose notifications stayed unread for the delay (`MESSAGE_EMAIL_DELAY_SECONDS`,
 * ten minutes by default) one digest of them, when they want e-mails about messages and
 * notifications (`messageNotif`) and were not e-mailed about notifications within the hour. Runs
 * every minute on one server (pg-boss's schedule); one user's failed send does not stop the others.
 */
export async function emailUnreadNotifications(ctx: JobContext): Promise<void> {
  const now = Date.now();
  const cutoff = new Date(now - ctx.config.messageEmailDelaySeconds * 1000);
  const quietSince = new Date(now - NOTIFICATION_EMAIL_INTERVAL_MS);
  const userIds = await selectUsersAwaitingNotificationEmail(
    ctx.db,
    cutoff,
    quietSince,
    USERS_PER_SWEEP,
  );
  for (const userId of userIds) {
    try {
      await emailDigest(ctx, userId, cutoff, quietSince);
    } catch (error) {
      ctx.log.warn({ err: error, userId }, 'notification e-mail not sent; the next sweep retries');
    }
  }
}

/**
 * One user's digest. The decision, the marks on the notifications and the user's last e-mail time
 * are one transaction on the locked settings row; the e-mail goes after commit, and a failed send
 * takes the marks back so that the next sweep sends it. A user who does not want e-mails, or whose
 * account was deactivated, has the notifications marked dealt with and gets nothing (turning
 * e-mails on later does not mail old news).
 */
async function emailDigest(ctx: JobContext, userId: number, cutoff: Date, quietSince: Date) {
  const prepared = await ctx.db.transaction(async (tx) => {
    const recipient = await lockDigestRecipient(tx, userId);
    if (!recipient) return null;
    if (recipient.notificationsEmailedAt && recipient.notificationsEmailedAt > quietSince) {
      return null;
    }
    const pending = await selectPendingNotifications(tx, userId, cutoff);
    if (pending.length === 0) return null;
    const now = new Date();
    const ids = pending.map((notification) => notification.id);
    await setEmailHandled(tx, ids, now);
    if (!recipient.isActive || !recipient.wantsEmails) return null;
    await setNotificationsEmailedAt(tx, userId, now);
    const language = isLanguage(recipient.language)
      ? recipient.language
      : ctx.config.defaultLanguage;
    const items = pending.flatMap((notification) =>
      isNotificationKind(notification.kind)
        ? [
            {
              text: renderNotification(notification.kind, notification.params, language),
              url: publicPageUrl(ctx.config, language, notification.link),
            },
          ]
        : [],
    );
    if (items.length === 0) return null;
    return {
      ids,
      previous: recipient.notificationsEmailedAt,
      mail: composeNotificationDigest({
        to: recipient.email,
        name: recipient.firstName || recipient.username,
        language,
        productName: ctx.config.productName,
        items,
        allUrl: publicPageUrl(ctx.config, language, '/dashboard/type/notifi'),
        unsubscribe: unsubscribeLinks(ctx.config, language, userId, 'messages'),
      }),
    };
  });
  if (!prepared) return;
  try {
    await ctx.mailer.send(prepared.mail);
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      await setEmailHandled(tx, prepared.ids, null);
      await setNotificationsEmailedAt(tx, userId, prepared.previous);
    });
    throw error;
  }
}
