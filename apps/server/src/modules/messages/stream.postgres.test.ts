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

it('delivers a message sent through one server to a stream open on the other', async () => {
  const sender = await createUser(first.db);
  const recipient = await createUser(first.db);
  const senderClient = new TestClient(first.app);
  await senderClient.login(sender.username, sender.password);
  const recipientClient = new TestClient(second.app);
  await recipientClient.login(recipient.username, recipient.password);

  stream = await openStream(await listeningUrl(second.app), recipientClient);
  await expect.poll(() => stream?.text()).toContain('retry');
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
