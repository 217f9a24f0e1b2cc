/**
 * A job server that dies mid-job, for job-queue-crash.postgres.test.ts: it works the queue
 * `test.crash` on DATABASE_URL, stores the job's notification (committed), prints "stored" and
 * then hangs, as a process does when it is killed between its work and recording its completion.
 */
import Fastify from 'fastify';
import { openPostgres } from '../db/client.ts';
import { JobQueue } from '../lib/job-queue.ts';
import { loadConfig } from '../config/env.ts';
import { createLiveHub } from '../lib/live.ts';
import type { Mailer } from '../lib/mailer.ts';
import { crashJob } from './crash-job.ts';
import { createStorage } from '../lib/storage.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const handle = openPostgres(url, 2);
const log = Fastify({ logger: false }).log;
const live = createLiveHub(handle, log);
const jobs = new JobQueue({
  handle,
  definitions: [
    crashJob(async () => {
      process.stdout.write('stored\n');
      await new Promise(() => undefined);
    }),
  ],
  work: true,
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
process.stdout.write('working\n');
