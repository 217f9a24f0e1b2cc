import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { defineJob } from './job-queue.ts';

/**
 * A working server looks for due jobs once a second in one statement for all its queues and wakes
 * the queues that hold one; each worker's own poll is once a minute. A job sent after the workers'
 * first poll therefore runs within about a second only because the look found it.
 */

const ran: string[] = [];
const noted = defineJob<{ note: string }>('test.noted', ({ note }) => {
  ran.push(note);
  return Promise.resolve();
});
const other = defineJob<{ note: string }>('test.other', ({ note }) => {
  ran.push(`other:${note}`);
  return Promise.resolve();
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraJobs: [noted, other], jobWorkers: true });
});
afterAll(async () => {
  await t.close();
});

it('runs a job sent to a waiting queue within seconds, not at its worker’s next poll', async () => {
  // Past every worker's first poll at start.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await t.jobs.send('test.noted', { note: 'first' });
  await expect.poll(() => ran, { timeout: 5000, interval: 100 }).toEqual(['first']);
  await t.jobs.sendMany([
    { name: 'test.other', data: { note: 'second' } },
    { name: 'test.noted', data: { note: 'third' } },
  ]);
  await expect
    .poll(() => [...ran].sort(), { timeout: 5000, interval: 100 })
    .toEqual(['first', 'other:second', 'third']);
});
