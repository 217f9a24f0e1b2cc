import { defineJob, type JobContext, type JobDefinition } from '../../lib/job-queue.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { unseal } from '../../lib/sealed.ts';
import { safeEqual, sha256 } from '../../lib/tokens.ts';
import { findUsableReset } from './password-reset.repository.ts';
import {
  findUsableVerification,
  findVerificationRecipient,
} from './email-verification.repository.ts';
import { composeResetEmail, isLanguage, oneTimeLink, resetLink } from './reset-email.ts';
import { composeVerificationEmail } from './verification-email.ts';

export const RESET_EMAIL_JOB = 'accounts.reset-email';
export const VERIFICATION_EMAIL_JOB = 'accounts.verification-email';
export type LinkEmailJobName = typeof RESET_EMAIL_JOB | typeof VERIFICATION_EMAIL_JOB;

/**
 * A one-time link to e-mail: its row's id and its token sealed (lib/sealed.ts) under the server's
 * secret. The queue's table holds no usable link; only the row's hash proves the token.
 */
export interface LinkEmailJob {
  id: string;
  sealedToken: string;
}

/** The link's token when it still belongs to the row (`tokenHash`), else null. */
function tokenOf(ctx: JobContext, job: LinkEmailJob, tokenHash: string): string | null {
  const token = unseal(ctx.config.sessionSecret, job.sealedToken);
  if (token === null) {
    // Sealed under another secret (SESSION_SECRET changed) or altered: no link can be built.
    ctx.log.warn({ id: job.id }, 'one-time link e-mail: the sealed token does not open');
    return null;
  }
  return safeEqual(sha256(token), tokenHash) ? token : null;
}

/**
 * The reset e-mail in the user's language. A link used, expired or gone by now (a newer request
 * or a reset dropped it) is not sent.
 */
export async function emailResetLink(job: LinkEmailJob, ctx: JobContext): Promise<void> {
  const reset = await findUsableReset(ctx.db, job.id);
  if (!reset) return;
  const token = tokenOf(ctx, job, reset.tokenHash);
  if (token === null) return;
  const user = await findVerificationRecipient(ctx.db, reset.userId);
  if (!user) return;
  const language = isLanguage(user.language) ? user.language : ctx.config.defaultLanguage;
  await ctx.mailer.send(
    composeResetEmail({
      to: user.email,
      username: user.username,
      language,
      productName: ctx.config.productName,
      link: resetLink(publicBaseUrl(ctx.config), language, job.id, token),
    }),
  );
}

/**
 * The verification e-mail to the address the link proves, in the user's language. A link used,
 * expired or replaced by a newer one (which marks it used) is not sent.
 */
export async function emailVerificationLink(job: LinkEmailJob, ctx: JobContext): Promise<void> {
  const verification = await findUsableVerification(ctx.db, job.id);
  if (!verification) return;
  const token = tokenOf(ctx, job, verification.tokenHash);
  if (token === null) return;
  const recipient = await findVerificationRecipient(ctx.db, verification.userId);
  if (!recipient) return;
  const language = isLanguage(recipient.language) ? recipient.language : ctx.config.defaultLanguage;
  await ctx.mailer.send(
    composeVerificationEmail({
      to: verification.email,
      username: recipient.username,
      language,
      productName: ctx.config.productName,
      link: oneTimeLink(publicBaseUrl(ctx.config), language, 'verify-email', job.id, token),
      isChange: verification.email.toLowerCase() !== recipient.email.toLowerCase(),
    }),
  );
}

/** The module's jobs: the one-time link e-mails, retried with the queue's backoff. */
export const accountsJobs: JobDefinition[] = [
  defineJob<LinkEmailJob>(RESET_EMAIL_JOB, emailResetLink, { retryLimit: 5 }),
  defineJob<LinkEmailJob>(VERIFICATION_EMAIL_JOB, emailVerificationLink, { retryLimit: 5 }),
];
