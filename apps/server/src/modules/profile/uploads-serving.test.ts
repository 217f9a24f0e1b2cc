import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import {
  fileOf as fileIn,
  fileParts,
  type ImageReply,
  picture,
  signedIn as signInAs,
  upload,
} from '../../test/upload-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = () => signInAs(t);
const fileOf = (url: string) => fileIn(t, url);

describe('GET /uploads/*', () => {
  it('serves a stored image as image/webp, inline, nosniff and cached for good', async () => {
    const { client } = await signedIn();
    const { image } = (
      await upload(client, fileParts(await picture(120, 80).png().toBuffer()))
    ).json<ImageReply>();
    const visitor = new TestClient(t.app);
    for (const url of [image.original, image.thumb90]) {
      const response = await visitor.request({
        method: 'GET',
        url,
        headers: { accept: 'text/html,*/*' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe('inline');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(fs.readFileSync(fileOf(url)))).toBe(true);
      expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    }
    const thumb = await visitor.request({ method: 'GET', url: image.thumb90 });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 90, height: 90 });
    const head = await visitor.request({ method: 'HEAD', url: image.thumb90 });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('answers a revalidation with 304 and no body, by the ETag it sent', async () => {
    const { client } = await signedIn();
    const { image } = (
      await upload(client, fileParts(await picture(60, 40).png().toBuffer()))
    ).json<ImageReply>();
    const visitor = new TestClient(t.app);
    const first = await visitor.request({ method: 'GET', url: image.original });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await visitor.request({
      method: 'GET',
      url: image.original,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await visitor.request({
      method: 'GET',
      url: image.original,
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers a JSON 404 for anything else, never HTML and never a file outside', async () => {
    fs.mkdirSync(path.join(t.config.dataDir, 'uploads', 'profile'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'secret');
    const html = path.join(t.config.dataDir, 'uploads', 'profile', 'evil.html');
    fs.writeFileSync(html, '<script>alert(1)</script>');
    const name = `${'b'.repeat(32)}-original.webp`;
    const urls = [
      `/uploads/profile/${name}`,
      '/uploads/profile/evil.html',
      '/uploads/profile/..%2f..%2fsecret.txt',
      '/uploads/profile/%2e%2e%2f%2e%2e%2fsecret.txt',
      `/uploads/secrets/${name}`,
      `/uploads/profile/${name}/`,
      '/uploads/',
      '/uploads/profile',
    ];
    for (const url of urls) {
      const response = await new TestClient(t.app).request({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.body, url).not.toContain('secret');
      expect(response.body, url).not.toContain('<script>');
    }
    // Dot-dot segments are resolved before routing: they never reach the uploads route.
    for (const url of ['/uploads/../secret.txt', '/uploads/%2e%2e/secret.txt']) {
      const resolved = await new TestClient(t.app).request({ method: 'GET', url });
      expect(resolved.statusCode, url).toBe(404);
      expect(resolved.body, url).not.toContain('secret');
    }
  });
});
