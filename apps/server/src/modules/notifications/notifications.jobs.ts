import { defineJob, type JobDefinition } from '../../lib/job-queue.ts';
import { emailUnreadNotifications, NOTIFICATION_EMAIL_JOB } from './notification-email.service.ts';

/** The module's own jobs (its subscribers are the jobs of the events they follow). */
export const notificationsJobs: JobDefinition[] = [
  // Every minute: the notifications unread for the delay are e-mailed, one digest a user.
  defineJob(NOTIFICATION_EMAIL_JOB, (_data, ctx) => emailUnreadNotifications(ctx), {
    cron: '* * * * *',
  }),
];
