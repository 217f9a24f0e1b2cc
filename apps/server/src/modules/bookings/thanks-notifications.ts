import { isLanguage } from '@app/contracts/locales';
import type { JobContext } from '../../lib/job-queue.ts';
import { findPersonName } from '../accounts/index.ts';
import { storeNotification } from '../notifications/index.ts';
import { jobNames } from './booking-machine.ts';
import { bookingLink } from './booking-notifications.ts';
import { composeThanksEmail } from './thanks-email.ts';
import {
  clearParticipantThanked,
  findThanksNotice,
  markParticipantThanked,
  selectThanksRecipients,
} from './thanks.repository.ts';

/**
 * Who hears of a provider's thank-you: the buyer of every booking it reaches and the participants
 * named there with their account, in the app (once each, by dedupe key); the participants named
 * without an account who gave an e-mail address, by e-mail (once each, marked on their row). Those
 * recorded absent are not thanked.
 */

export interface ThanksEmailJob {
  thanksId: number;
  participantId: number;
}

export async function tellThanked(context: JobContext, thanksId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const thanks = await findThanksNotice(tx, thanksId);
    if (!thanks) return;
    const provider = (await findPersonName(tx, thanks.providerId))?.name ?? '';
    const params = { provider, title: thanks.eventTitle ?? thanks.bookingTitle ?? '' };
    const told = new Set<number>();
    const tell = async (userId: number, bookingId: number) => {
      if (told.has(userId)) return;
      told.add(userId);
      await storeNotification(tx, context.live, {
        userId,
        kind: 'thanks_received',
        params,
        link: bookingLink(bookingId),
        dedupeKey: `thanks:${thanks.id}:${userId}`,
      });
    };
    for (const row of await selectThanksRecipients(tx, thanks)) {
      await tell(row.buyerId, row.bookingId);
      if (row.participantId === null || row.attendance === 'no_show') continue;
      if (row.userId !== null) {
        await tell(row.userId, row.bookingId);
      } else if (row.email && row.thankedAt === null) {
        const job: ThanksEmailJob = { thanksId: thanks.id, participantId: row.participantId };
        await context.jobs.send(jobNames.thanksEmail, job, { tx });
      }
    }
  });
}

/**
 * E-mails the thank-you to one participant, once: the mark on their row and the decision are one
 * transaction; the e-mail goes after the commit, and a failed send clears the mark again so the
 * job's retry sends it.
 */
export async function emailThanks(context: JobContext, job: ThanksEmailJob): Promise<void> {
  const mail = await context.db.transaction(async (tx) => {
    const thanks = await findThanksNotice(tx, job.thanksId);
    if (!thanks) return null;
    const person = await markParticipantThanked(tx, job.participantId);
    if (!person?.email) return null;
    const provider = (await findPersonName(tx, thanks.providerId))?.name ?? '';
    return composeThanksEmail({
      to: person.email,
      name: person.name,
      provider,
      title: thanks.eventTitle ?? thanks.bookingTitle ?? '',
      message: thanks.message,
      materials: thanks.materials,
      language: isLanguage(thanks.providerLanguage)
        ? thanks.providerLanguage
        : context.config.defaultLanguage,
      productName: context.config.productName,
    });
  });
  if (!mail) return;
  try {
    await context.mailer.send(mail);
  } catch (error) {
    await clearParticipantThanked(context.db, job.participantId);
    throw error;
  }
}
