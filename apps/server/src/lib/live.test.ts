import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import type { LiveEvent } from './live.ts';

let database: TestDatabase;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  one = await createTestApp({ database });
  two = await createTestApp({ database });
});
afterAll(async () => {
  await Promise.all([one.close(), two.close()]);
  await database.drop();
});

function collect(app: TestApp, userId: number) {
  const events: LiveEvent[] = [];
  const stop = app.app.live.subscribe(userId, (event) => events.push(event));
  return { events, stop };
}

describe('the live hub', () => {
  it('delivers an event published in a committed transaction to every server, after commit', async () => {
    const onOne = collect(one, 7);
    const onTwo = collect(two, 7);
    const other = collect(two, 8);
    await one.db.transaction(async (tx) => {
      await one.app.live.publish(tx, 7, { type: 'message', id: 12, data: { text: 'hi' } });
      expect(onTwo.events).toEqual([]);
    });
    const expected = { type: 'message', id: 12, data: { text: 'hi' } };
    await expect.poll(() => onTwo.events, { timeout: 5_000 }).toEqual([expected]);
    await expect.poll(() => onOne.events, { timeout: 5_000 }).toEqual([expected]);
    expect(other.events).toEqual([]);
    onOne.stop();
    onTwo.stop();
    other.stop();
    expect(one.app.live.listeners).toBe(0);
  });

  it('delivers nothing from a transaction that rolled back', async () => {
    const onTwo = collect(two, 9);
    await one.db
      .transaction(async (tx) => {
        await one.app.live.publish(tx, 9, { type: 'count', data: { message: 1, notif: 0 } });
        throw new Error('rolled back on purpose');
      })
      .catch(() => undefined);
    // A later event on the same channel arrives; the rolled-back one never does.
    await one.db.transaction((tx) =>
      one.app.live.publish(tx, 9, { type: 'count', data: { message: 2, notif: 0 } }),
    );
    await expect
      .poll(() => onTwo.events, { timeout: 5_000 })
      .toEqual([{ type: 'count', data: { message: 2, notif: 0 } }]);
    onTwo.stop();
  });

  it('sends a message too large for NOTIFY without its data, by id', async () => {
    const onTwo = collect(two, 10);
    await one.db.transaction((tx) =>
      one.app.live.publish(tx, 10, { type: 'message', id: 99, data: { text: 'é'.repeat(5000) } }),
    );
    await expect
      .poll(() => onTwo.events, { timeout: 5_000 })
      .toEqual([{ type: 'message', id: 99 }]);
    onTwo.stop();
  });
});
