import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { verifyCurrentPassword } from './current-password.ts';
import { isEmailTaken } from './accounts.repository.ts';
import { findTrainerApproval, markTrainerJoined } from './company-join.repository.ts';
import {
  claimVerification,
  findNewestOpenVerification,
  findUsableVerification,
  findVerificationRecipient,
  insertEmailVerification,
  setVerifiedEmail,
} from './email-verification.repository.ts';
import {
  VERIFICATION_EMAIL_JOB,
  type LinkEmailJob,
  type LinkEmailJobName,
} from './link-email.jobs.ts';
import { seal } from '../../lib/sealed.ts';
import { findCompanyName } from '../companies/index.ts';

export const VERIFICATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What queueing a one-time link's e-mail needs: the job (link-email.jobs.ts) builds the link from
 * PUBLIC_URL (else this server's own address, never a request header) and sends it.
 */
export interface LinkMail {
  jobs: JobQueue;
  /** The server's secret (SESSION_SECRET): the token is sealed under it in the job's data. */
  secret: string;
}

/** Queues a link's e-mail in the transaction that created its row; the token goes sealed. */
export async function queueLinkEmail(
  tx: Queryable,
  mail: LinkMail,
  job: LinkEmailJobName,
  id: string,
  token: string,
): Promise<void> {
  const data: LinkEmailJob = { id, sealedToken: seal(mail.secret, token) };
  await mail.jobs.send(job, data, { tx });
}

export interface VerificationTarget {
  userId: number;
  /** The address to prove: the account's own, or the new one it asked to change to. */
  email: string;
  /** The company of the invitation the account registered with, joined once verified. */
  companyId?: number | null;
}

/**
 * Creates the link's row (hashed token, 24 hours) and queues its e-mail, to the address it
 * proves in the user's language, in the caller's transaction.
 */
export async function createVerificationLink(
  tx: Queryable,
  mail: LinkMail,
  target: VerificationTarget,
): Promise<void> {
  const token = randomToken(32);
  const id = await insertEmailVerification(tx, {
    userId: target.userId,
    email: target.email,
    tokenHash: sha256(token),
    companyId: target.companyId ?? null,
    expiresAt: new Date(Date.now() + VERIFICATION_LINK_LIFETIME_MS),
  });
  await queueLinkEmail(tx, mail, VERIFICATION_EMAIL_JOB, id, token);
}

/**
 * Follows a link: the address becomes the account's, verified; a pending invitation joins its
 * company when the company still approves that address. One transaction; the link works once.
 */
export async function verifyEmail(
  db: Database,
  audit: Auditor,
  link: { id: string; token: string },
): Promise<{ email: string; joinedCompany: string | null }> {
  const verification = uuidPattern.test(link.id) ? await findUsableVerification(db, link.id) : null;
  if (!verification || !safeEqual(sha256(link.token), verification.tokenHash)) {
    throw new AppError('verification_link_invalid');
  }
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimVerification(tx, verification.id))) {
        throw new AppError('verification_link_invalid');
      }
      await setVerifiedEmail(tx, verification.userId, verification.email);
      await audit.record(tx, 'email_verified', {
        userId: verification.userId,
        actorId: verification.userId,
        detail: { email: verification.email },
      });
      const joinedCompany = verification.companyId
        ? await joinInvitingCompany(tx, verification.companyId, verification)
        : null;
      return { email: verification.email, joinedCompany };
    });
  } catch (error) {
    // Someone else took the new address meanwhile: the unique index decides.
    if (violatedUniqueConstraint(error)?.includes('email')) throw new AppError('email_taken');
    throw error;
  }
}

async function joinInvitingCompany(
  tx: Transaction,
  companyId: number,
  verified: { userId: number; email: string },
): Promise<string | null> {
  const approval = await findTrainerApproval(tx, companyId, verified.email);
  if (!approval || approval.status !== 'approved') return null;
  if (!(await markTrainerJoined(tx, approval.id, verified.userId))) return null;
  return findCompanyName(tx, companyId);
}

/**
 * Sends the link again: to the new address waiting to replace the current one, else to the
 * current one while it is unverified. Answers the address written to, or null when there is
 * nothing to confirm.
 */
export async function resendVerification(
  db: Database,
  mail: LinkMail,
  userId: number,
): Promise<string | null> {
  const recipient = await findVerificationRecipient(db, userId);
  if (!recipient) throw new AppError('auth_required');
  const open = await findNewestOpenVerification(db, userId);
  const isPendingChange =
    open !== null && open.email.toLowerCase() !== recipient.email.toLowerCase();
  if (!isPendingChange && recipient.isVerified) return null;
  const target = {
    userId,
    email: isPendingChange ? open.email : recipient.email,
    companyId: open?.companyId ?? null,
  };
  await db.transaction((tx) => createVerificationLink(tx, mail, target));
  return target.email;
}

/**
 * The password confirms it; the new address gets a link and replaces the current one only when
 * it is followed. Until then everything, sign-in included, goes on with the current address.
 */
export async function requestEmailChange(
  db: Database,
  passwords: PasswordHasher,
  mail: LinkMail,
  audit: Auditor,
  userId: number,
  change: { email: string; password: string },
): Promise<void> {
  await verifyCurrentPassword(db, passwords, userId, change.password);
  const recipient = await findVerificationRecipient(db, userId);
  if (!recipient) throw new AppError('auth_required');
  if (recipient.email.toLowerCase() === change.email.toLowerCase()) {
    throw new AppError('email_unchanged');
  }
  if (await isEmailTaken(db, change.email)) throw new AppError('email_taken');
  await db.transaction(async (tx) => {
    await audit.record(tx, 'email_change_requested', { userId, detail: { email: change.email } });
    await createVerificationLink(tx, mail, { userId, email: change.email });
  });
}
