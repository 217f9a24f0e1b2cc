import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { users } from '../db/schema.ts';
import { createUser, TestClient, type TestApp } from './app.ts';
import { giveTrainerProfile } from './catalogue-rows.ts';

/**
 * Test helpers shared by the modules' tests: a signed-in member, and the upload routes' multipart
 * bodies as a browser's FormData sends them.
 */

/** A fresh user signed in on their own client; a provider when asked (topics, events). */
export async function signedIn(t: TestApp, role: 'provider' | 'seeker' = 'seeker') {
  const user = await createUser(t.db);
  if (role === 'provider') {
    // A provider as one who publishes, with the trainer profile that asks for.
    await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, user.id));
    await giveTrainerProfile(t.db, user);
  }
  const client = new TestClient(t.app);
  expect((await client.login(user.username, user.password)).json()).toMatchObject({
    status: true,
  });
  return { ...user, client };
}

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

export function multipart(parts: Part[]) {
  const boundary = `----skillvia${Math.random().toString(16).slice(2)}`;
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

export const fileParts = (data: Buffer, filename = 'me.png', contentType = 'image/png'): Part[] => [
  { name: 'file', filename, contentType, data },
];

/** POSTs a multipart body to an upload route (the profile picture's by default). */
export function upload(
  client: TestClient,
  parts: Part[],
  options: { csrf?: boolean; url?: string } = {},
) {
  const body = multipart(parts);
  return client.request({
    method: 'POST',
    url: options.url ?? '/inc/imgupload',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      ...(options.csrf === false ? {} : { 'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '' }),
    },
  });
}

export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 220 } } });

/** The reply of /inc/imgupload. */
export interface ImageReply {
  status: true;
  image: { original: string; thumb90: string };
}

/** The file behind an upload URL in the test app's data folder. */
export const fileOf = (t: TestApp, url: string) => path.join(t.config.dataDir, url);
