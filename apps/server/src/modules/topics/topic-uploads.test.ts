import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLimits } from '@app/contracts/catalogue';
import { topics } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import {
  createDraft,
  fileOf as fileIn,
  type ImagesReply,
  png,
  sell,
  signedIn,
  uploadTo,
  type Member,
} from './topic-fixtures.ts';

let t: TestApp;
let provider: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  [provider, other] = await Promise.all([signedIn(t, 'provider'), signedIn(t, 'provider')]);
});
afterAll(() => t.close());

const fileOf = (url: string) => fileIn(t, url);
const urlsOf = (image: { large: string; card: string; thumb: string }) => [
  image.large,
  image.card,
  image.thumb,
];

describe('POST /inc/upload', () => {
  it('stores an image as large, card and thumb WebP variants outside the web root', async () => {
    const { id } = await createDraft(provider);
    const response = await uploadTo(provider.client, id, await png(1600, 900));
    expect(response.statusCode).toBe(200);
    const body = response.json<ImagesReply>();
    expect(body.status).toBe(true);
    expect(body.images).toHaveLength(1);
    const [image] = body.images;
    expect(image?.large).toMatch(/^\/uploads\/topic\/[a-f0-9]{32}-large\.webp$/);
    const sizes = await Promise.all(
      urlsOf(image!).map(async (url) => {
        const { format, width, height } = await sharp(fileOf(url)).metadata();
        return { format, width, height };
      }),
    );
    expect(sizes).toEqual([
      { format: 'webp', width: 1200, height: 675 },
      { format: 'webp', width: 480, height: 320 },
      { format: 'webp', width: 160, height: 107 },
    ]);
    expect(fileOf(image!.large).startsWith(path.join(t.config.dataDir, 'uploads'))).toBe(true);
    const served = await new TestClient(t.app).request({ method: 'GET', url: image!.card });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const detail = await sell(provider.client, 'topicdetail', { id });
    expect(detail.json()).toMatchObject({ topic: { images: body.images } });
    const mine = await sell(provider.client, 'mytopics');
    expect(mine.json()).toMatchObject({ topics: [{ id, thumb: image!.thumb }] });
  });

  it('judges the content, not the name or declared type', async () => {
    const { id } = await createDraft(provider);
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#f2a93b' },
    })
      .jpeg()
      .toBuffer();
    const disguised = await uploadTo(provider.client, id, jpeg, {
      filename: 'notes.pdf',
      contentType: 'application/pdf',
    });
    expect(disguised.json()).toMatchObject({ status: true, images: [expect.any(Object)] });

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await uploadTo(provider.client, id, html, { filename: 'photo.png' });
    expect(fake.statusCode).toBe(200);
    expect(fake.json()).toMatchObject({ status: false, code: 'invalid_image' });
  });

  it('is for the owner of an existing topic, signed in, with a file', async () => {
    const { id } = await createDraft(provider);
    const image = await png(400, 300);
    expect((await uploadTo(other.client, id, image)).json()).toMatchObject({
      code: 'listing_not_found',
    });
    expect((await uploadTo(provider.client, 999_997, image)).json()).toMatchObject({
      code: 'listing_not_found',
    });
    expect((await uploadTo(provider.client, null, image)).json()).toMatchObject({
      code: 'invalid_input',
      fields: { topicId: ['validation.invalid'] },
    });
    expect((await uploadTo(provider.client, id, null)).json()).toMatchObject({
      fields: { file: ['validation.required'] },
    });
    const visitor = new TestClient(t.app);
    await visitor.loadPage();
    expect((await uploadTo(visitor, id, image)).statusCode).toBe(401);
    const notMultipart = await provider.client.request({
      method: 'POST',
      url: '/inc/upload',
      payload: JSON.stringify({ topicId: id }),
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': provider.client.cookie('XSRF-TOKEN') ?? '',
      },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it(`takes at most ${catalogueLimits.imagesMax} images`, async () => {
    const { id } = await createDraft(provider);
    const image = await png(320, 200);
    for (let index = 0; index < catalogueLimits.imagesMax; index += 1) {
      expect((await uploadTo(provider.client, id, image)).json()).toMatchObject({ status: true });
    }
    const folder = path.join(t.config.dataDir, 'uploads', 'topic');
    const filesBefore = fs.readdirSync(folder).length;
    const refused = await uploadTo(provider.client, id, image);
    expect(refused.json()).toMatchObject({ status: false, code: 'too_many_images' });
    expect(fs.readdirSync(folder)).toHaveLength(filesBefore);
  });
});

describe('removetopicimage and deletetopic', () => {
  it('removes one image and its files; others are forbidden', async () => {
    const { id } = await createDraft(provider);
    await uploadTo(provider.client, id, await png(500, 300));
    const second = await uploadTo(provider.client, id, await png(600, 300));
    const [first, kept] = second.json<ImagesReply>().images;

    expect((await sell(other.client, 'removetopicimage', { id, index: 0 })).json()).toMatchObject({
      code: 'listing_not_found',
    });
    const bad = await sell(provider.client, 'removetopicimage', { id, index: 4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { index: ['validation.invalid'] } });

    const response = await sell(provider.client, 'removetopicimage', { id, index: 0 });
    expect(response.json()).toEqual({ status: true, images: [kept] });
    for (const url of urlsOf(first!)) expect(fs.existsSync(fileOf(url))).toBe(false);
    for (const url of urlsOf(kept!)) expect(fs.existsSync(fileOf(url))).toBe(true);
  });

  it('moves an image to another place, the cover first; others are refused (issue 17)', async () => {
    const { id } = await createDraft(provider);
    await uploadTo(provider.client, id, await png(500, 300));
    await uploadTo(provider.client, id, await png(600, 300));
    const third = await uploadTo(provider.client, id, await png(700, 300));
    const [a, b, c] = third.json<ImagesReply>().images;
    expect((await sell(provider.client, 'movetopicimage', { id, index: 2, to: 0 })).json()).toEqual(
      { status: true, images: [c, a, b] },
    );
    expect((await sell(provider.client, 'movetopicimage', { id, index: 0, to: 1 })).json()).toEqual(
      { status: true, images: [a, c, b] },
    );
    expect(
      (await sell(other.client, 'movetopicimage', { id, index: 1, to: 0 })).json(),
    ).toMatchObject({ code: 'listing_not_found' });
    const beyond = await sell(provider.client, 'movetopicimage', { id, index: 0, to: 3 });
    expect(beyond.json()).toMatchObject({ fields: { to: ['validation.invalid'] } });
    const [row] = await t.db.select().from(topics).where(eq(topics.id, id));
    expect(row?.images.map((image) => image.card)).toEqual([a, c, b].map((image) => image!.card));
  });

  it('deletes the files of a deleted topic', async () => {
    const { id } = await createDraft(provider);
    const reply = await uploadTo(provider.client, id, await png(500, 300));
    const [image] = reply.json<ImagesReply>().images;
    expect((await sell(provider.client, 'deletetopic', { id })).json()).toMatchObject({
      status: true,
    });
    expect(await t.db.select().from(topics).where(eq(topics.id, id))).toEqual([]);
    for (const url of urlsOf(image!)) expect(fs.existsSync(fileOf(url))).toBe(false);
  });
});
