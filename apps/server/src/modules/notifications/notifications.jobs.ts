import type { JobDefinition } from '../../lib/job-queue.ts';

/** The module's own jobs: none yet (its subscribers are the jobs of the events they follow). */
export const notificationsJobs: JobDefinition[] = [];
