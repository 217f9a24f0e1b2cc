import { defineJob } from '../../lib/job-queue.ts';
import { pruneAuditLog } from './audit-log.service.ts';

export const auditLogJobNames = { prune: 'audit-log.prune' } as const;

export const auditLogJobs = [
  // Every night (UTC): the security log keeps a year.
  defineJob(auditLogJobNames.prune, (_data, ctx) => pruneAuditLog(ctx), { cron: '23 3 * * *' }),
];
