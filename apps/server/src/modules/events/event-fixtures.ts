import { expect } from 'vitest';
import { topics } from '../../db/schema.ts';
import { TestClient, type TestApp } from '../../test/app.ts';
import { fileParts, signedIn, upload, type Part } from '../../test/upload-fixtures.ts';

export { picture } from '../../test/upload-fixtures.ts';
export { eventFields } from '../../test/listing-forms.ts';
import { eventFields } from '../../test/listing-forms.ts';

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
  const { id, username, client } = await signedIn(t, role);
  return { id, username, client, call: caller(client) };
}

/** A visitor: no session, but the XSRF cookie a page load gives. */
export function visitor(t: TestApp) {
  const client = new TestClient(t.app);
  return { client, call: caller(client) };
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

/** POST /inc/event-upload as a browser's FormData sends it. */
export function uploadEventImage(
  client: TestClient,
  fields: { eventId?: string | number; file?: Buffer; filename?: string },
) {
  const parts: Part[] = [];
  if (fields.eventId !== undefined) parts.push({ name: 'eventId', value: String(fields.eventId) });
  if (fields.file) parts.push(...fileParts(fields.file, fields.filename ?? 'photo.png'));
  return upload(client, parts, { url: '/inc/event-upload' });
}
