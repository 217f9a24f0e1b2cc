import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createUser, TestClient, type TestApp } from '../../test/app.ts';

/** Test helpers for the upload routes: multipart bodies as a browser's FormData sends them. */

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

export async function signedIn(t: TestApp) {
  const user = await createUser(t.db);
  const client = new TestClient(t.app);
  expect((await client.login(user.username, user.password)).json()).toMatchObject({
    status: true,
  });
  return { ...user, client };
}

export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 220 } } });

export interface ImageReply {
  status: true;
  image: { original: string; thumb90: string };
}

/** The file behind an upload URL in the test app's data folder. */
export const fileOf = (t: TestApp, url: string) => path.join(t.config.dataDir, url);
