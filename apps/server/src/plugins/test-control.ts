import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { AppError, InputError } from '../lib/app-error.ts';
import type { JobQueue } from '../lib/job-queue.ts';
import { fieldErrorsOf } from './error-handler.ts';
import {
  moveBookingBack,
  moveEventBack,
  moveQueuedJobsBack,
  moveSubscriptionBack,
  setPlatformRoleOf,
} from './test-control.repository.ts';

/**
 * Test control, for end-to-end tests only (config `testControl`, env TEST_CONTROL=true; refused
 * with NODE_ENV=production at start-up). `POST /__test/elapse` lets hours go by for one booking,
 * one event or one company's subscription: their times and their queued jobs move back, then the sweeps are queued, so whatever
 * is now overdue fires through the real jobs and handlers (the workers poll every second).
 * `POST /__test/platform-role` gives an account a platform role, as `npm run admin -- grant`
 * does on a server's machine (a browser test has no shell on it).
 */

export interface TestControlOptions {
  db: Database;
  jobs: JobQueue;
  /** The sweep jobs that catch up on anything overdue (bookings, quotes, purchase orders). */
  sweeps: readonly string[];
}

const id = z.number().int().min(1).max(2_147_483_647);

const elapseBody = z
  .object({
    bookingId: id.optional(),
    eventId: id.optional(),
    companyId: id.optional(),
    hours: z.number().min(1).max(10_000),
  })
  .strict()
  .refine(
    (body) =>
      [body.bookingId, body.eventId, body.companyId].filter((value) => value !== undefined)
        .length === 1,
    { path: ['bookingId'], message: 'validation.invalid' },
  );

const platformRoleBody = z
  .object({ username: z.string().min(1).max(60), role: z.enum(['operator', 'support']).nullable() })
  .strict();

const testControl: FastifyPluginCallback<TestControlOptions> = (app, options, done) => {
  app.post('/__test/platform-role', async (request, reply) => {
    const parsed = platformRoleBody.safeParse(request.body);
    if (!parsed.success) throw new InputError(fieldErrorsOf(parsed.error));
    if (!(await setPlatformRoleOf(options.db, parsed.data.username, parsed.data.role))) {
      throw new AppError('not_found');
    }
    return reply.code(200).send({ ok: true });
  });

  app.post('/__test/elapse', async (request, reply) => {
    const parsed = elapseBody.safeParse(request.body);
    if (!parsed.success) throw new InputError(fieldErrorsOf(parsed.error));
    const { bookingId, eventId, companyId, hours } = parsed.data;
    const found = await options.db.transaction(async (tx) => {
      if (companyId !== undefined) return moveSubscriptionBack(tx, companyId, hours);
      const bookingIds =
        eventId !== undefined
          ? await moveEventBack(tx, eventId, hours)
          : await moveBookingBack(tx, bookingId!, hours).then((moved) =>
              moved === null ? null : [moved],
            );
      if (bookingIds === null) return false;
      await moveQueuedJobsBack(tx, { bookingIds, eventId: eventId ?? null }, hours);
      return true;
    });
    if (!found) throw new AppError('not_found');
    // After the commit: a sweep that ran inside the transaction's snapshot would see nothing due.
    for (const sweep of options.sweeps) await options.jobs.send(sweep, {});
    return reply.code(200).send({ ok: true });
  });
  done();
};

export default testControl;
