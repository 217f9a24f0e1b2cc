/** The audit-log module's public face: all that code outside modules/audit-log/ may import. */
export { auditLogActions } from './audit-log.actions.ts';
export { auditLogJobs } from './audit-log.jobs.ts';
export { accountLog } from './audit-log.service.ts';
