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

describe('POST /inc/upload with a crop (issue 17)', () => {
  /** 1600 × 900: the left half orange, the right half blue. */
  const halves = () =>
    sharp({ create: { width: 1600, height: 900, channels: 3, background: '#f2a93b' } })
      .composite([
        {
          input: { create: { width: 800, height: 900, channels: 3, background: '#1470dc' } },
          left: 800,
          top: 0,
        },
      ])
      .jpeg({ quality: 95 });
  const crop = (left: number, top: number, width: number, height: number) => ({
    cropLeft: String(left),
    cropTop: String(top),
    cropWidth: String(width),
    cropHeight: String(height),
  });
  /** The colour at the middle of a stored picture, and its size. */
  const middleOf = async (url: string) => {
    const { data, info } = await sharp(fileOf(url)).raw().toBuffer({ resolveWithObject: true });
    const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
    return { width: info.width, height: info.height, rgb: [...data.subarray(at, at + 3)] };
  };
  const isBlue = ([red, , blue]: number[]) => (blue ?? 0) > 180 && (red ?? 255) < 60;
  const isOrange = ([red, , blue]: number[]) => (red ?? 0) > 200 && (blue ?? 255) < 100;

  it('keeps only the chosen part, at its own size, in every variant', async () => {
    const { id } = await createDraft(provider);
    const response = await uploadTo(provider.client, id, await halves().toBuffer(), {
      fields: crop(900, 100, 600, 400),
    });
    const body = response.json<ImagesReply>();
    expect(body, JSON.stringify(body)).toMatchObject({ status: true });
    const image = body.images[0]!;
    const large = await middleOf(image.large);
    // Never enlarged: the 600 × 400 crop stays 600 × 400, and it is all from the blue half.
    expect({ width: large.width, height: large.height }).toEqual({ width: 600, height: 400 });
    expect(isBlue(large.rgb)).toBe(true);
    expect(isBlue((await middleOf(image.card)).rgb)).toBe(true);
  });

  it('counts in pixels of the upright picture, as the browser shows it', async () => {
    const { id } = await createDraft(provider);
    // Stored sideways with EXIF orientation 6: upright it is 900 wide, 1600 high, orange on top.
    const sideways = await halves().withMetadata({ orientation: 6 }).toBuffer();
    const top = await uploadTo(provider.client, id, sideways, { fields: crop(0, 0, 900, 600) });
    expect(isOrange((await middleOf(top.json<ImagesReply>().images[0]!.large)).rgb)).toBe(true);
    const bottom = await uploadTo(provider.client, id, sideways, {
      fields: crop(0, 1000, 900, 600),
    });
    expect(isBlue((await middleOf(bottom.json<ImagesReply>().images[1]!.large)).rgb)).toBe(true);
  });

  it('refuses a crop that is partial, too small or outside the picture, and stores nothing', async () => {
    const { id } = await createDraft(provider);
    const file = await halves().toBuffer();
    const folder = path.join(t.config.dataDir, 'uploads', 'topic');
    const filesBefore = fs.readdirSync(folder).length;
    const partial = await uploadTo(provider.client, id, file, {
      fields: { cropLeft: '0', cropTop: '0' },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({
      code: 'invalid_input',
      fields: { cropWidth: ['validation.invalid'], cropHeight: ['validation.invalid'] },
    });
    const tiny = await uploadTo(provider.client, id, file, { fields: crop(0, 0, 40, 40) });
    expect(tiny.json()).toMatchObject({
      code: 'invalid_input',
      fields: { cropWidth: ['validation.invalid'], cropHeight: ['validation.invalid'] },
    });
    const outside = await uploadTo(provider.client, id, file, { fields: crop(1200, 0, 600, 400) });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ code: 'invalid_input' });
    const words = await uploadTo(provider.client, id, file, {
      fields: { ...crop(0, 0, 600, 400), cropTop: 'top' },
    });
    expect(words.json()).toMatchObject({ fields: { cropTop: ['validation.invalid'] } });
    expect(fs.readdirSync(folder)).toHaveLength(filesBefore);
    const detail = await sell(provider.client, 'topicdetail', { id });
    expect(detail.json()).toMatchObject({ topic: { images: [] } });
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
