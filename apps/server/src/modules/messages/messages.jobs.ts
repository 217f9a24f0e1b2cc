import { defineJob, type JobDefinition } from '../../lib/job-queue.ts';
import { emailUnreadMessages, type UnreadEmailJob } from './unread-email.service.ts';

export const UNREAD_EMAIL_JOB = 'messages.unread-email';

export const messagesJobs: JobDefinition[] = [
  defineJob<UnreadEmailJob>(UNREAD_EMAIL_JOB, emailUnreadMessages, { retryLimit: 5 }),
];
