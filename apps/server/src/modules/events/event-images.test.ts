import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLimits } from '@app/contracts/catalogue';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addEvent, picture, signIn, uploadEventImage, visitor } from './event-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Image {
  large: string;
  card: string;
  thumb: string;
}
const fileOf = (url: string) => path.join(t.config.dataDir, url);
const png = (width = 1600, height = 900) => picture(width, height).png().toBuffer();

describe('POST /inc/event-upload', () => {
  it('stores large, card and thumb WebP variants and lists them on the event', async () => {
    const provider = await signIn(t);
    const event = await addEvent(provider);
    const response = await uploadEventImage(provider.client, {
      eventId: event.id,
      file: await png(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: true; images: Image[] }>();
    expect(body.images).toHaveLength(1);
    const [image] = body.images as [Image];
    expect(image.large).toMatch(/^\/uploads\/event\/[a-f0-9]{32}-large\.webp$/);
    const sizes = await Promise.all(
      [image.large, image.card, image.thumb].map(async (url) => {
        const meta = await sharp(fileOf(url)).metadata();
        return [meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      ['webp', 1200, 675],
      ['webp', 480, 320],
      ['webp', 160, 107],
    ]);
    expect(await provider.call('eventdetail', { url: event.url })).toMatchObject({
      event: { images: body.images },
    });
    expect(await provider.call('myevents')).toMatchObject({
      events: [{ id: event.id, thumbImage: image.card }],
    });
  });

  it('accepts images by content, not by name', async () => {
    const provider = await signIn(t);
    const event = await addEvent(provider);
    const jpeg = await picture(300, 200).jpeg().toBuffer();
    expect(
      (
        await uploadEventImage(provider.client, {
          eventId: event.id,
          file: jpeg,
          filename: 'x.gif',
        })
      ).json(),
    ).toMatchObject({ status: true });
    for (const bytes of [
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('just text pretending to be a picture'),
    ]) {
      const reply = await uploadEventImage(provider.client, { eventId: event.id, file: bytes });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ status: false, code: 'invalid_image' });
    }
  });

  it('is for the owner of an existing event, signed in', async () => {
    const provider = await signIn(t);
    const other = await signIn(t);
    const event = await addEvent(provider);
    const file = await png(40, 40);
    expect(
      (await uploadEventImage(other.client, { eventId: event.id, file })).json(),
    ).toMatchObject({ code: 'listing_not_found' });
    expect((await uploadEventImage(other.client, { eventId: 999_999, file })).json()).toMatchObject(
      {
        code: 'listing_not_found',
      },
    );
    expect((await uploadEventImage(provider.client, { file })).json()).toMatchObject({
      code: 'invalid_input',
      fields: { eventId: ['validation.invalid'] },
    });
    expect((await uploadEventImage(provider.client, { eventId: event.id })).json()).toMatchObject({
      code: 'invalid_input',
      fields: { file: ['validation.required'] },
    });
    const guest = visitor(t);
    await guest.client.loadPage();
    expect((await uploadEventImage(guest.client, { eventId: event.id, file })).statusCode).toBe(
      401,
    );
    // Nothing was stored for the refused uploads.
    const folder = path.join(t.config.dataDir, 'uploads', 'event');
    const before = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    await uploadEventImage(other.client, { eventId: event.id, file });
    expect(fs.existsSync(folder) ? fs.readdirSync(folder).length : 0).toBe(before);
  });

  it(`keeps at most ${catalogueLimits.imagesMax} images, even when uploads race`, async () => {
    const provider = await signIn(t);
    const event = await addEvent(provider);
    const file = await png(64, 64);
    const folder = path.join(t.config.dataDir, 'uploads', 'event');
    const filesBefore = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
    const replies = await Promise.all(
      Array.from({ length: catalogueLimits.imagesMax + 2 }, () =>
        uploadEventImage(provider.client, { eventId: event.id, file }),
      ),
    );
    const codes = replies.map((reply) => reply.json<{ code?: string }>().code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(catalogueLimits.imagesMax);
    expect(codes.filter((code) => code === 'too_many_images')).toHaveLength(2);
    const detail = await provider.call('eventdetail', { url: event.url });
    expect((detail as { event: { images: Image[] } }).event.images).toHaveLength(
      catalogueLimits.imagesMax,
    );
    // The refused uploads left no files behind: three variants per kept image only.
    expect(fs.readdirSync(folder).length - filesBefore).toBe(catalogueLimits.imagesMax * 3);
  });
});

describe('removeeventimage and deleteevent', () => {
  it('remove the files once the event no longer shows them', async () => {
    const provider = await signIn(t);
    const other = await signIn(t);
    const event = await addEvent(provider);
    await uploadEventImage(provider.client, { eventId: event.id, file: await png(50, 50) });
    const second = await uploadEventImage(provider.client, {
      eventId: event.id,
      file: await png(60, 60),
    });
    const [first, kept] = second.json<{ images: Image[] }>().images as [Image, Image];

    expect(await other.call('removeeventimage', { id: event.id, index: 0 })).toMatchObject({
      code: 'listing_not_found',
    });
    expect(await provider.call('removeeventimage', { id: event.id, index: 5 })).toMatchObject({
      code: 'invalid_input',
      fields: { index: ['validation.invalid'] },
    });
    expect(await provider.call('removeeventimage', { id: event.id, index: 0 })).toEqual({
      status: true,
      images: [kept],
    });
    for (const url of [first.large, first.card, first.thumb]) {
      expect(fs.existsSync(fileOf(url))).toBe(false);
    }
    expect(fs.existsSync(fileOf(kept.large))).toBe(true);

    expect(await provider.call('deleteevent', { id: event.id })).toMatchObject({ status: true });
    for (const url of [kept.large, kept.card, kept.thumb]) {
      expect(fs.existsSync(fileOf(url))).toBe(false);
    }
  });
});
