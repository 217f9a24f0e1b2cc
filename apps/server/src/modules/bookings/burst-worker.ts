/**
 * A server that books seats in a burst and is killed in the middle, for
 * bookings-burst.postgres.test.ts: on DATABASE_URL it books a seat at EVENT_ID for each of BUYERS
 * (comma-separated user ids), ten at a time, printing "committed <id>" after each booking commits.
 * It runs no jobs: the notifications its bookings queue are left for the server that survives.
 */
import Fastify from 'fastify';
import { loadConfig } from '../../config/env.ts';
import { openPostgres } from '../../db/client.ts';
import { jobDefinitions, subscribers } from '../../events/registry.ts';
import { JobQueue } from '../../lib/job-queue.ts';
import { createLiveHub } from '../../lib/live.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createDomainEvents, subscriberJobs } from '../../shared/domain-events.ts';
import { bookEvent } from './bookings.service.ts';
import { createStorage } from '../../lib/storage.ts';

const url = process.env.DATABASE_URL;
const eventId = Number(process.env.EVENT_ID);
const buyers = (process.env.BUYERS ?? '').split(',').map(Number);
if (!url || !eventId) throw new Error('DATABASE_URL and EVENT_ID are required');

const handle = openPostgres(url, 10);
const log = Fastify({ logger: false }).log;
const live = createLiveHub(handle, log);
const jobs = new JobQueue({
  handle,
  definitions: [...jobDefinitions, ...subscriberJobs(subscribers)],
  work: false,
  log,
});
const config = loadConfig({ DATABASE_URL: url, NODE_ENV: 'test' });
await jobs.start({
  db: handle.db,
  config,
  mailer: {} as Mailer,
  log,
  jobs,
  live,
  storage: createStorage(config),
});
const events = createDomainEvents(jobs, subscribers);
const deps = {
  jobs,
  notify: (
    tx: Parameters<typeof events.record>[0],
    change: { bookingId: number; transition: string; actorId: number | null },
  ) => events.record(tx, 'booking.changed', change),
};
process.stdout.write('ready\n');

for (let start = 0; start < buyers.length; start += 10) {
  await Promise.all(
    buyers.slice(start, start + 10).map(async (buyerId) => {
      const booking = await bookEvent(handle.db, deps, buyerId, {
        eventId,
        seats: 1 + (buyerId % 2),
        named: [],
        forCompany: false,
      });
      process.stdout.write(`committed ${booking.id}\n`);
    }),
  );
}
process.stdout.write('done\n');
