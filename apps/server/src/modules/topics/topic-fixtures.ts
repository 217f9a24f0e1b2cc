import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { users } from '../../db/schema.ts';
import { createUser, TestClient, type TestApp } from '../../test/app.ts';

/**
 * Test helpers of the topic tests: signed-in providers and seekers, selling calls, and multipart
 * bodies as a browser's FormData sends them (the same few lines as the profile module's upload
 * fixtures, which modules may not import).
 */

export type Fields = Record<string, unknown>;

export interface Member {
  id: number;
  username: string;
  client: TestClient;
}

export async function signedIn(t: TestApp, role: 'provider' | 'seeker'): Promise<Member> {
  const user = await createUser(t.db);
  if (role === 'provider') {
    await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, user.id));
  }
  const client = new TestClient(t.app);
  expect((await client.login(user.username, user.password)).json()).toMatchObject({
    status: true,
  });
  return { id: user.id, username: user.username, client };
}

/** An action of /inc/selling, sent as JSON so lists travel as arrays. */
export function sell(client: TestClient, action: string, fields: Fields = {}) {
  return client.action(action, fields as Record<string, string>, {
    endpoint: 'selling',
    json: true,
  });
}

export const completeTopic = (overrides: Fields = {}): Fields => ({
  title: 'Excel avanzato per il controllo di gestione',
  category: 'office-tools',
  description: '<p>Tabelle pivot, <strong>Power Query</strong> e cruscotti.</p>',
  outcomes: ['Costruire un cruscotto', 'Automatizzare i report'],
  audience: 'Controller e analisti',
  durationHours: 16,
  delivery: 'blended',
  languages: ['it', 'en'],
  location: 'Milano',
  price: 45000,
  currency: 'EUR',
  ...overrides,
});

export interface TopicReply {
  status: true;
  topic: { id: number; url: string };
}

/** A provider's draft; answers its id and url. */
export async function createDraft(member: Member, overrides: Fields = {}) {
  const response = await sell(member.client, 'addtopic', completeTopic(overrides));
  const body = response.json<TopicReply>();
  expect(body, JSON.stringify(body)).toMatchObject({ status: true });
  return body.topic;
}

export async function createPublished(member: Member, overrides: Fields = {}) {
  const topic = await createDraft(member, overrides);
  const response = await sell(member.client, 'publishtopic', { id: topic.id, publish: true });
  expect(response.json()).toMatchObject({ status: true, topic: { status: 'published' } });
  return topic;
}

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

export function multipart(parts: Part[]) {
  const boundary = `----topics${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.filename) headers.push(`Content-Type: ${part.contentType ?? 'image/png'}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(part.data ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /inc/upload with a topic id and a file (either may be left out). */
export function uploadTo(
  client: TestClient,
  topicId: number | string | null,
  file: Buffer | null,
  options: { filename?: string; contentType?: string } = {},
) {
  const parts: Part[] = [];
  if (topicId !== null) parts.push({ name: 'topicId', value: String(topicId) });
  if (file) {
    parts.push({
      name: 'file',
      filename: options.filename ?? 'photo.png',
      contentType: options.contentType ?? 'image/png',
      data: file,
    });
  }
  const body = multipart(parts);
  return client.request({
    method: 'POST',
    url: '/inc/upload',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
    },
  });
}

export const png = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 220 } } })
    .png()
    .toBuffer();

export interface ImagesReply {
  status: true;
  images: Array<{ large: string; card: string; thumb: string }>;
}

/** The file behind an upload URL in the test app's data folder. */
export const fileOf = (t: TestApp, url: string) => path.join(t.config.dataDir, url);
