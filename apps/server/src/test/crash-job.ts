import { sql } from 'drizzle-orm';
import { defineJob } from '../lib/job-queue.ts';

/**
 * The job of the crash test: stores one notification (idempotently, by its dedupe key) and then
 * does whatever `after` does (the crashing worker hangs there until it is killed).
 */
export const crashJob = (after: () => Promise<void>) =>
  defineJob<{ userId: number }>(
    'test.crash',
    async ({ userId }, { db }) => {
      await db.execute(sql`
        insert into notifications (user_id, kind, params, link, dedupe_key)
        values (${userId}, 'welcome', '{}'::jsonb, '/profile', ${`crash-test:${userId}`})
        on conflict (dedupe_key) do nothing`);
      await after();
    },
    { expireInSeconds: 2, retryDelaySeconds: 1, retryLimit: 3 },
  );
