import type { Language } from '@app/contracts/locales';
import { defineJob, type JobContext, type JobDefinition } from '../../lib/job-queue.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import { unseal } from '../../lib/sealed.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findUsableInvitation } from './company-people.repository.ts';
import { composeInvitationEmail } from './invitation-email.ts';
import {
  emailJoinRequest,
  JOIN_REQUEST_EMAIL_JOB,
  type JoinRequestEmailJob,
} from './join-request-email.ts';

export const INVITATION_EMAIL_JOB = 'company-people.invitation-email';

/**
 * An invitation to e-mail: its row's id, its token sealed (lib/sealed.ts) under the server's
 * secret, and who invited in which language (the inviter's, as when they sent it).
 */
export interface InvitationEmailJob {
  id: number;
  sealedToken: string;
  inviter: string;
  language: Language;
}

/**
 * The invitation e-mail. An invitation accepted, expired, withdrawn or given a new link since
 * (the token no longer matches its row) is not sent.
 */
export async function emailInvitation(job: InvitationEmailJob, ctx: JobContext): Promise<void> {
  const token = unseal(ctx.config.sessionSecret, job.sealedToken);
  if (token === null) {
    // Sealed under another secret (SESSION_SECRET changed) or altered: no link can be built.
    ctx.log.warn({ id: job.id }, 'invitation e-mail: the sealed token does not open');
    return;
  }
  const invitation = await findUsableInvitation(ctx.db, sha256(token));
  if (!invitation || invitation.id !== job.id) return;
  await ctx.mailer.send(
    composeInvitationEmail({
      to: invitation.email,
      inviter: job.inviter,
      companyName: invitation.companyName,
      userRole: invitation.userRole,
      language: job.language,
      productName: ctx.config.productName,
      link: publicPageUrl(ctx.config, job.language, `/invitation/${token}`),
    }),
  );
}

/** The module's jobs: the invitation and join-request e-mails, retried with the queue's backoff. */
export const companyPeopleJobs: JobDefinition[] = [
  defineJob<InvitationEmailJob>(INVITATION_EMAIL_JOB, emailInvitation, { retryLimit: 5 }),
  defineJob<JoinRequestEmailJob>(JOIN_REQUEST_EMAIL_JOB, emailJoinRequest, { retryLimit: 5 }),
];
