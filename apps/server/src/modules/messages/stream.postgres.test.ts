import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { listeningUrl, openStream, type SseStream } from '../../test/sse.ts';

// Two app servers on one PostgreSQL: what one stores reaches streams open on the other through
// LISTEN/NOTIFY (PGlite is one process, so this file runs on PostgreSQL only).
let first: TestApp;
let second: TestApp;
let stream: SseStream | undefined;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({
    database: first.database,
    config: { sessionSecret: first.config.sessionSecret },
  });
});
afterAll(async () => {
  stream?.close();
  await second.close();
  await first.close();
});

/** A sender signed in on the first server, and a recipient with a stream open on the second. */
async function senderAndListener() {
  const sender = await createUser(first.db);
  const recipient = await createUser(first.db);
  const senderClient = new TestClient(first.app);
  await senderClient.login(sender.username, sender.password);
  const recipientClient = new TestClient(second.app);
  await recipientClient.login(recipient.username, recipient.password);
  stream?.close();
  const opened = await openStream(await listeningUrl(second.app), recipientClient);
  stream = opened;
  await expect.poll(() => opened.text()).toContain('retry');
  return { sender, recipient, senderClient, stream: opened };
}

it('delivers a message sent through one server to a stream open on the other', async () => {
  const { sender, recipient, senderClient, stream } = await senderAndListener();
  const reply = await senderClient.action('sendmessage', {
    toUser: recipient.id,
    message: 'Across servers',
  });
  const { id } = reply.json<{ id: number }>();
  const received = await stream.waitFor((event) => event.id === String(id));
  expect(JSON.parse(received.data!)).toMatchObject({
    message: 'Across servers',
    partner: sender.id,
  });
  const count = await stream.waitFor((event) => event.event === 'count');
  expect(JSON.parse(count.data!)).toEqual({ message: 1, notif: 0 });
});

it('delivers again after the database was away, though the first reconnections failed', async () => {
  const { recipient, senderClient, stream } = await senderAndListener();

  // The database refuses connections for a while, as during a restart: every connection ends,
  // and the live connection's first attempts to come back (after 0.5 and 1.5 s) fail.
  const url = new URL(first.database.url!);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(url, { pathname: '/postgres' }).href,
  });
  await admin.connect();
  let back: number;
  try {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1800));
  } finally {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
    back = Date.now();
  }
  // Both servers listen again (before the fix, a failed reconnection was the last one).
  try {
    await expect
      .poll(
        async () =>
          (
            await admin.query<{ count: string }>(
              "select count(*) from pg_stat_activity where datname = $1 and application_name = 'live'",
              [name],
            )
          ).rows[0]?.count,
        { timeout: 5000 },
      )
      .toBe('2');
  } finally {
    await admin.end();
  }
  const reply = await senderClient.action('sendmessage', {
    toUser: recipient.id,
    message: 'After the restart',
  });
  const { id } = reply.json<{ id: number }>();
  // Within 5 seconds of the database's return, the message arrives live on the other server.
  const received = await stream.waitFor((event) => event.id === String(id));
  expect(JSON.parse(received.data!)).toMatchObject({ message: 'After the restart' });
  expect(Date.now() - back).toBeLessThan(5000);
});
