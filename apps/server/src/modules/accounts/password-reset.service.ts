import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import { queueLinkEmail, type LinkMail } from './email-verification.service.ts';
import { RESET_EMAIL_JOB } from './link-email.jobs.ts';
import {
  claimReset,
  deleteStaleResets,
  endResetsAndSessions,
  findActiveUserByEmail,
  findUsableReset,
  insertPasswordReset,
  setPasswordHash,
} from './password-reset.repository.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { markEmailVerified } from './user-accounts.repository.ts';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * For an active account: a one-hour, single-use link, e-mailed in the user's language. The
 * caller answers the same whether or not anything was sent, and the e-mail goes out from the job
 * queue, so neither the reply nor its timing tells which addresses have accounts.
 */
export async function requestPasswordReset(
  db: Database,
  mail: LinkMail,
  email: string,
): Promise<void> {
  const user = await findActiveUserByEmail(db, email);
  if (!user) return;
  const token = randomToken(32);
  // A new link's row, and its e-mail's job in the same transaction; the user's used and expired
  // links are dropped on the way.
  await db.transaction(async (tx) => {
    await deleteStaleResets(tx, user.id);
    const id = await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
    });
    await queueLinkEmail(tx, mail, RESET_EMAIL_JOB, id, token);
  });
}

/** The reset row of a link that can still be used, or reset_link_invalid. */
export async function checkResetLink(db: Database, link: { id: string; token: string }) {
  const reset = uuidPattern.test(link.id) ? await findUsableReset(db, link.id) : null;
  if (!reset || !safeEqual(sha256(link.token), reset.tokenHash)) {
    throw new AppError('reset_link_invalid');
  }
  return reset;
}

export interface PasswordChangeByLink {
  id: string;
  token: string;
  newPassword: string;
}

/** Sets the new password; the link and the user's other links stop working, sessions end. */
export async function resetPassword(
  db: Database,
  passwords: PasswordHasher,
  audit: Auditor,
  change: PasswordChangeByLink,
): Promise<void> {
  if (isCommonPassword(change.newPassword)) throw new AppError('password_too_common');
  // Checked before hashing, so that bad links cost no argon2 time.
  const reset = await checkResetLink(db, change);
  const passwordHash = await passwords.hash(change.newPassword);
  // One transaction: the link is used (unless it was used or expired meanwhile), the password
  // set, every other link of the user and every session of the user ended.
  const completed = await db.transaction(async (tx) => {
    if (!(await claimReset(tx, reset.id))) return false;
    await setPasswordHash(tx, reset.userId, passwordHash);
    // The link reached the account's address: its owner has shown they read it.
    await markEmailVerified(tx, reset.userId);
    await endResetsAndSessions(tx, reset.userId);
    await audit.record(tx, 'password_reset', { userId: reset.userId, actorId: reset.userId });
    return true;
  });
  if (!completed) throw new AppError('reset_link_invalid');
}
