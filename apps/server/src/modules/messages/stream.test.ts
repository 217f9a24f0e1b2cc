import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamMessage } from '@app/contracts/actions/messaging';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { listeningUrl, openStream, type SseStream } from '../../test/sse.ts';

let t: TestApp;
let baseUrl: string;
const streams: SseStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listeningUrl(t.app);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function person() {
  const user = await createUser(t.db);
  const client = new TestClient(t.app);
  await client.login(user.username, user.password);
  return { ...user, client };
}

async function send(from: { client: TestClient }, to: number, message: string) {
  const reply = (await from.client.action('sendmessage', { toUser: to, message })).json<{
    id: number;
  }>();
  return reply.id;
}

const open = async (...args: Parameters<typeof openStream>) => {
  const stream = await openStream(...args);
  streams.push(stream);
  return stream;
};

describe('GET /inc/stream', () => {
  it('refuses visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inc/stream' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false, code: 'auth_required' });
  });

  it('pushes a new message to the recipient and to the sender’s other tabs, with counts', async () => {
    const [sender, recipient] = [await person(), await person()];
    const inbox = await open(baseUrl, recipient.client);
    const ownTab = await open(baseUrl, sender.client);
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(inbox.headers.get('cache-control')).toBe('no-cache');
    expect(inbox.headers.get('x-accel-buffering')).toBe('no');
    await expect.poll(() => inbox.text()).toContain('retry: 3000');

    const id = await send(sender, recipient.id, 'Live <hello>');
    const received = await inbox.waitFor((event) => event.event === 'message');
    expect(received.id).toBe(String(id));
    expect(JSON.parse(received.data!)).toEqual({
      id,
      fromUser: sender.id,
      toUser: recipient.id,
      message: 'Live <hello>',
      date: expect.any(String) as string,
      type: 'unread',
      profileImage: null,
      partner: sender.id,
    } satisfies StreamMessage);
    const count = await inbox.waitFor((event) => event.event === 'count');
    expect(count.id).toBeUndefined();
    expect(JSON.parse(count.data!)).toEqual({ message: 1, notif: 0 });
    const echo = await ownTab.waitFor((event) => event.event === 'message');
    expect(JSON.parse(echo.data!)).toMatchObject({ id, type: 'read', partner: recipient.id });
  });

  it('replays what a reconnecting stream missed (Last-Event-ID), then goes on live', async () => {
    const [sender, recipient, stranger] = [await person(), await person(), await person()];
    const first = await send(sender, recipient.id, 'one');
    const second = await send(recipient, sender.id, 'two');
    await send(stranger, sender.id, 'not for the recipient');
    const third = await send(sender, recipient.id, 'three');

    const stream = await open(baseUrl, recipient.client, { 'last-event-id': String(first) });
    await stream.waitFor((event) => event.id === String(third));
    const live = await send(sender, recipient.id, 'four');
    await stream.waitFor((event) => event.id === String(live));
    const ids = stream
      .events()
      .filter((event) => event.event === 'message')
      .map((event) => Number(event.id));
    expect(ids).toEqual([second, third, live]);

    const byQuery = await open(baseUrl, recipient.client, {}, `?lastEventId=${third}`);
    await byQuery.waitFor((event) => event.id === String(live));
    expect(byQuery.events().filter((event) => event.event === 'message')).toHaveLength(1);
  });

  it('sends a message too long for one notification by reading it from the database', async () => {
    const [sender, recipient] = [await person(), await person()];
    const stream = await open(baseUrl, recipient.client);
    await expect.poll(() => stream.text()).toContain('retry');
    const text = 'è'.repeat(5000);
    const id = await send(sender, recipient.id, text);
    const received = await stream.waitFor((event) => event.id === String(id));
    expect(JSON.parse(received.data!)).toMatchObject({ id, message: text, partner: sender.id });
  });

  it('closes a session’s streams when that session ends, and no other (issue 34, item 7)', async () => {
    const user = await createUser(t.db);
    const clients = [1, 2, 3].map(() => new TestClient(t.app));
    for (const client of clients) await client.login(user.username, user.password);
    const here = clients[0]!;
    const [own, other, last] = (await Promise.all(
      clients.map((client) => open(baseUrl, client)),
    )) as [SseStream, SseStream, SseStream];
    for (const stream of [own, other, last]) {
      await expect.poll(() => stream.text()).toContain('retry');
    }
    // "Sign out of every other session": theirs are told and closed, this one goes on.
    await here.action('endothersessions', {});
    for (const stream of [other, last]) {
      await stream.waitFor((event) => event.event === 'end');
      await stream.ended;
    }
    expect(own.events().some((event) => event.event === 'end')).toBe(false);
    // A sign-in here replaces the session: its stream closes quietly (the browser reconnects).
    await here.login(user.username, user.password);
    await own.ended;
    expect(own.events().some((event) => event.event === 'end')).toBe(false);
    // Signing out ends the new one, and tells its stream.
    const again = await open(baseUrl, here);
    await expect.poll(() => again.text()).toContain('retry');
    await here.action('logout', {});
    await again.waitFor((event) => event.event === 'end');
    await again.ended;
  });

  it('ends open streams when the app closes', async () => {
    const other = await createTestApp({ database: t.database });
    const url = await listeningUrl(other.app);
    const user = await person();
    const stream = await openStream(url, user.client);
    await expect.poll(() => stream.text()).toContain('retry');
    await other.close();
    await stream.ended;
  });
});
