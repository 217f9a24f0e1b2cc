import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { startS3Server } from '../test/s3-server.ts';
import { fileParts, picture, signedIn, upload, type ImageReply } from '../test/upload-fixtures.ts';
import { createFolderStorage, createS3Storage, type ObjectStorage } from './storage.ts';

/**
 * Both drivers of the uploads storage answer alike: the data folder, and S3-compatible object
 * storage through the AWS SDK against a real S3 server (s3rver, the S3 HTTP API on disk) started
 * here, never a mock of the client.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
const bucket = 'skillvia-uploads';
let server: Awaited<ReturnType<typeof startS3Server>>;
let s3: ObjectStorage;

beforeAll(async () => {
  server = await startS3Server(path.join(root, 's3'), bucket);
  s3 = createS3Storage(server.options);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const drivers: Array<[string, () => ObjectStorage]> = [
  ['the data folder', () => createFolderStorage(path.join(root, 'folder'))],
  ['S3-compatible object storage', () => s3],
];

describe.each(drivers)('%s', (_name, storageOf) => {
  it('stores, describes, reads, copies and deletes objects; missing ones are null', async () => {
    const storage = storageOf();
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    await storage.put('profile/one.webp', bytes, 'image/webp');
    const stat = await storage.stat('profile/one.webp');
    expect(stat).toMatchObject({ size: 5, etag: expect.stringMatching(/^".+"$/) as unknown });
    expect(stat?.lastModified).toBeInstanceOf(Date);
    expect([...((await storage.read('profile/one.webp')) ?? [])]).toEqual([1, 2, 3, 4, 5]);

    await storage.copy('profile/one.webp', 'topic/two.webp');
    expect([...((await storage.read('topic/two.webp')) ?? [])]).toEqual([1, 2, 3, 4, 5]);

    await storage.delete(['profile/one.webp', 'profile/never-there.webp']);
    expect(await storage.stat('profile/one.webp')).toBeNull();
    expect(await storage.read('profile/one.webp')).toBeNull();
    expect(await storage.read('topic/two.webp')).not.toBeNull();
    await storage.delete(['topic/two.webp']);
  });

  it('lists every key, in folders too', async () => {
    const storage = storageOf();
    await storage.put('profile/list-a.webp', new Uint8Array([1]), 'image/webp');
    await storage.put('exports/list-b.zip', new Uint8Array([2]), 'application/zip');
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(['profile/list-a.webp', 'exports/list-b.zip']));
    expect(keys.every((key) => !key.endsWith('.partial'))).toBe(true);
    await storage.delete(['profile/list-a.webp', 'exports/list-b.zip']);
  });

  it('replaces an object written again under its key', async () => {
    const storage = storageOf();
    await storage.put('event/three.webp', new Uint8Array([9]), 'image/webp');
    await storage.put('event/three.webp', new Uint8Array([7, 7]), 'image/webp');
    expect((await storage.stat('event/three.webp'))?.size).toBe(2);
    await storage.delete(['event/three.webp']);
  });
});

describe('the app on object storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ storage: s3 });
  });
  afterAll(() => t.close());

  it('serves an uploaded picture from the bucket, revalidates it, and deletes it with the profile picture', async () => {
    const me = await signedIn(t);
    const png = await picture(200, 150).png().toBuffer();
    const reply = (await upload(me.client, fileParts(png))).json<ImageReply>();
    expect(reply.status).toBe(true);
    const key = reply.image.original.slice('/uploads/'.length);
    // In the bucket, not in the server's data folder.
    expect((await s3.stat(key))?.size).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', key))).toBe(false);

    const served = await me.client.request({ method: 'GET', url: reply.image.original });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.byteLength).toBe((await s3.stat(key))?.size);
    const etag = String(served.headers.etag);
    const again = await me.client.request({
      method: 'GET',
      url: reply.image.original,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const removed = await me.client.action('removeprofileimage', {}, { json: true });
    expect(removed.json()).toMatchObject({ status: true });
    expect(await s3.stat(key)).toBeNull();
    expect((await me.client.request({ method: 'GET', url: reply.image.original })).statusCode).toBe(
      404,
    );
  });
});
