import { createAuditor } from '../shared/audit-log.ts';

/** What the admin commands record in the audit: no address, no operator, the command line. */
export const commandLineAuditor = createAuditor({
  ip: null,
  userAgent: 'npm run admin',
  actorId: null,
});
