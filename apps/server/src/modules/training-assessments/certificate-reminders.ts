import { notificationParam } from '@app/contracts/notifications';
import { assessmentLimits } from '@app/contracts/actions/training-assessment';
import type { JobContext } from '../../lib/job-queue.ts';
import { storeNotification } from '../notifications/index.ts';
import { claimExpiringCertificates, selectCompanyAdminIds } from './assessments.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The daily reminder: each certificate of a company training expiring within 30 days is claimed
 * once (certificate_reminded_at, in the same transaction as the notifications) and each admin of
 * the company is told, once per certificate (dedupe key).
 */
export async function remindExpiringCertificates(context: JobContext, now = new Date()) {
  await context.db.transaction(async (tx) => {
    const due = await claimExpiringCertificates(
      tx,
      dayOf(now),
      dayOf(new Date(now.getTime() + assessmentLimits.reminderDays * DAY_MS)),
    );
    for (const certificate of due) {
      for (const { userId } of await selectCompanyAdminIds(tx, certificate.companyId)) {
        await storeNotification(tx, context.live, {
          userId,
          kind: 'certificate_expiring',
          params: {
            name: certificate.name,
            title: certificate.title,
            date: notificationParam.day(certificate.expiresOn),
          },
          link: '/dashboard/c/trainingassessment',
          dedupeKey: `certificate:${certificate.participantId}:${certificate.expiresOn}:${userId}`,
        });
      }
    }
  });
}
