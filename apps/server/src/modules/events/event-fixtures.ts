import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { topics, users } from '../../db/schema.ts';
import { createUser, TestClient, type TestApp } from '../../test/app.ts';

/** Test helpers of the events module: signed-in providers and seekers, topics, uploads. */

type Fields = Record<string, string | number | boolean>;

export interface SignedIn {
  id: number;
  username: string;
  client: TestClient;
  /** Calls an action on /inc/selling and answers the parsed body. */
  call: (action: string, fields?: Fields) => Promise<Record<string, unknown>>;
}

export function caller(client: TestClient) {
  return async (action: string, fields: Fields = {}) =>
    (await client.action(action, fields, { endpoint: 'selling' })).json<Record<string, unknown>>();
}

export async function signIn(
  t: TestApp,
  role: 'provider' | 'seeker' = 'provider',
): Promise<SignedIn> {
  const user = await createUser(t.db);
  if (role === 'provider') {
    await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, user.id));
  }
  const client = new TestClient(t.app);
  expect((await client.login(user.username, user.password)).json()).toMatchObject({
    status: true,
  });
  return { id: user.id, username: user.username, client, call: caller(client) };
}

/** A visitor: no session, but the XSRF cookie a page load gives. */
export function visitor(t: TestApp) {
  const client = new TestClient(t.app);
  return { client, call: caller(client) };
}

const year = new Date().getUTCFullYear() + 1;

/** A complete in-person event next year, in Rome; override what a test is about. */
export function eventFields(overrides: Fields = {}): Fields {
  return {
    title: 'Workshop Excel avanzato',
    description: '<p>Tabelle pivot e <strong>Power Query</strong>.</p>',
    startsAt: `${year}-06-12T09:00`,
    endsAt: `${year}-06-12T17:00`,
    timeZone: 'Europe/Rome',
    delivery: 'in_person',
    location: 'Milano, Via Roma 1',
    capacity: 20,
    price: 15000,
    currency: 'EUR',
    language: 'it',
    ...overrides,
  };
}

export async function addEvent(who: SignedIn, overrides: Fields = {}) {
  const reply = await who.call('addevent', eventFields(overrides));
  expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
  return (reply as { event: { id: number; url: string } }).event;
}

export async function addPublishedEvent(who: SignedIn, overrides: Fields = {}) {
  const event = await addEvent(who, overrides);
  expect(await who.call('publishevent', { id: event.id, publish: true })).toMatchObject({
    status: true,
  });
  return event;
}

export async function insertTopic(
  t: TestApp,
  userId: number,
  title: string,
  status: 'draft' | 'published' = 'published',
) {
  const url = `${title.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await t.db
    .insert(topics)
    .values({ userId, url, title, category: 'finance', status })
    .returning({ id: topics.id, url: topics.url });
  if (!row) throw new Error('no topic');
  return row;
}

export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } });

/** POST /inc/event-upload as a browser's FormData sends it. */
export function uploadEventImage(
  client: TestClient,
  fields: { eventId?: string | number; file?: Buffer; filename?: string },
) {
  const boundary = `----events${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (fields.eventId !== undefined) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="eventId"\r\n\r\n${fields.eventId}\r\n`,
      ),
    );
  }
  if (fields.file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fields.filename ?? 'photo.png'}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      fields.file,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return client.request({
    method: 'POST',
    url: '/inc/event-upload',
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
    },
  });
}
