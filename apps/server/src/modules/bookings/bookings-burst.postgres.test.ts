import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/app.ts';
import { createProvider, insertEvent } from '../../test/catalogue-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';

// PostgreSQL only: the server killed in the middle of the burst is another process.
let database: TestDatabase;
let child: ChildProcess | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await database.drop();
});

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const notifyJob = 'event.booking.changed.bookings.notify';

describe('a server killed in the middle of a booking burst', () => {
  it('leaves no booking half-written, and every committed one is notified once', async () => {
    if (!database.url) throw new Error('this test needs PostgreSQL (TEST_DB=postgres)');
    const setup: TestApp = await createTestApp({ database });
    const provider = await createProvider(setup.db);
    const event = await insertEvent(setup.db, provider.id, { capacity: 15 });
    const buyers: number[] = [];
    for (let index = 0; index < 60; index += 1) buyers.push((await createUser(setup.db)).id);

    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'burst-worker.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          EVENT_ID: String(event.id),
          BUYERS: buyers.join(','),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child = worker;
    let committed = 0;
    await new Promise<void>((resolve, reject) => {
      const lines = readline.createInterface({ input: worker.stdout });
      lines.on('line', (line) => {
        if (line.startsWith('committed ')) committed += 1;
        // Killed while the third wave of ten is in flight.
        if (committed === 25) {
          worker.kill('SIGKILL');
          resolve();
        }
      });
      worker.on('exit', (code) => reject(new Error(`worker exited with ${code} first`)));
    });
    child = null;

    const survivor = await createTestApp({
      database,
      jobWorkers: true,
      maintenanceIntervalSeconds: 1,
    });
    try {
      const bookingRows = rowsOf<{ id: number; state: string; participants: number }>(
        await survivor.db.execute(
          sql`select id, state, participants from bookings where event_id = ${event.id} order by id`,
        ),
      );
      expect(bookingRows.length).toBeGreaterThanOrEqual(25);
      expect(bookingRows.length).toBeLessThan(60);

      // Nothing half-written: every booking has its people and its history.
      const orphans = rowsOf(
        await survivor.db.execute(sql`
          select b.id from bookings b
          where b.event_id = ${event.id}
            and (not exists (select 1 from booking_participants p where p.booking_id = b.id)
              or not exists (select 1 from state_transitions s
                             where s.machine = 'seat_booking' and s.record_id = b.id))`),
      );
      expect(orphans).toEqual([]);
      const [counter] = rowsOf<{ seats_taken: number; booked: number }>(
        await survivor.db.execute(sql`
          select e.seats_taken,
            (select coalesce(sum(participants), 0)::int from bookings
             where event_id = e.id and state = 'booked') as booked
          from events e where e.id = ${event.id}`),
      );
      expect(counter!.seats_taken).toBe(counter!.booked);
      expect(counter!.seats_taken).toBeLessThanOrEqual(15);

      // Every committed booking's notification job runs once on the survivor.
      await expect
        .poll(
          async () =>
            rowsOf<{ state: string; count: number }>(
              await survivor.db.execute(
                sql`select state, count(*)::int as count from pgboss.job where name = ${notifyJob} group by state`,
              ),
            ),
          { timeout: 30_000, interval: 250 },
        )
        .toEqual([{ state: 'completed', count: bookingRows.length }]);
      const perBooking = rowsOf<{ booking_id: string; jobs: number }>(
        await survivor.db.execute(sql`
          select data->>'bookingId' as booking_id, count(*)::int as jobs
          from pgboss.job where name = ${notifyJob} group by 1 having count(*) <> 1`),
      );
      expect(perBooking).toEqual([]);
      const booked = bookingRows.filter((row) => row.state === 'booked').length;
      const [notified] = rowsOf<{ count: number }>(
        await survivor.db.execute(
          sql`select count(*)::int as count from notifications where user_id = ${provider.id} and kind = 'seat_booked'`,
        ),
      );
      expect(notified!.count).toBe(booked);
    } finally {
      await survivor.close();
      await setup.close();
    }
  }, 90_000);
});
