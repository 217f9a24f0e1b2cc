import { defineJob, type JobDefinition } from '../../lib/job-queue.ts';
import {
  emailUnreadMessages,
  UNREAD_EMAIL_JOB,
  type UnreadEmailJob,
} from './unread-email.service.ts';

export const messagesJobs: JobDefinition[] = [
  // `short`: one waiting job per conversation and recipient, however many messages arrive.
  defineJob<UnreadEmailJob>(UNREAD_EMAIL_JOB, emailUnreadMessages, {
    retryLimit: 5,
    policy: 'short',
  }),
];
