import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@app/contracts/validation';
import { users } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import {
  fileOf as fileIn,
  fileParts,
  type ImageReply,
  multipart,
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

describe('POST /inc/imgupload', () => {
  it('stores a PNG as an 800 px WebP and a 90 x 90 WebP thumbnail', async () => {
    const { client, id } = await signedIn();
    const png = await picture(1200, 600).png().toBuffer();
    const response = await upload(client, fileParts(png));
    expect(response.statusCode).toBe(200);
    const body = response.json<ImageReply>();
    expect(body.status).toBe(true);
    expect(Object.keys(body.image).sort()).toEqual(['original', 'thumb90']);
    expect(body.image.original).toMatch(/^\/uploads\/profile\/[a-f0-9]{32}-original\.webp$/);
    expect(body.image.thumb90).toMatch(/^\/uploads\/profile\/[a-f0-9]{32}-thumb90\.webp$/);
    expect(await sharp(fileOf(body.image.original)).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 400,
    });
    expect(await sharp(fileOf(body.image.thumb90)).metadata()).toMatchObject({
      format: 'webp',
      width: 90,
      height: 90,
    });
    expect(fileOf(body.image.original).startsWith(path.join(t.config.dataDir, 'uploads'))).toBe(
      true,
    );

    const [row] = await t.db
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.profileImage).toEqual(body.image);
    expect((await client.action('loginuserdetail')).json()).toMatchObject({
      profileImage: body.image,
    });
    expect((await client.action('myprofile')).json()).toMatchObject({
      profile: { profileImage: body.image },
    });
  });

  it('accepts a JPEG sent with a misleading name, turned upright, without its metadata', async () => {
    const { client } = await signedIn();
    const jpeg = await picture(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'someone' } } })
      .toBuffer();
    const response = await upload(client, fileParts(jpeg, 'holiday.gif', 'application/pdf'));
    const { image } = response.json<ImageReply>();
    const metadata = await sharp(fileOf(image.original)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 100, height: 300 });
    expect(metadata.exif).toBeUndefined();
  });

  it('accepts WebP and GIF too', async () => {
    const { client } = await signedIn();
    for (const bytes of [
      await picture(50, 50).webp().toBuffer(),
      await picture(50, 50).gif().toBuffer(),
    ]) {
      const response = await upload(client, fileParts(bytes, 'x.img'));
      expect(response.json()).toMatchObject({ status: true });
    }
  });

  it('replaces the previous picture and deletes its files', async () => {
    const { client } = await signedIn();
    const first = (
      await upload(client, fileParts(await picture(60, 60).png().toBuffer()))
    ).json<ImageReply>();
    const second = (
      await upload(client, fileParts(await picture(70, 70).png().toBuffer()))
    ).json<ImageReply>();
    expect(second.image.original).not.toBe(first.image.original);
    expect(fs.existsSync(fileOf(first.image.original))).toBe(false);
    expect(fs.existsSync(fileOf(first.image.thumb90))).toBe(false);
    expect(fs.existsSync(fileOf(second.image.original))).toBe(true);
    expect((await client.request({ method: 'GET', url: first.image.thumb90 })).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, this is not a picture at all\n'), 'notes.png'],
    [
      'an HTML page',
      Buffer.from(
        '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
      ),
      'page.png',
    ],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
      'logo.svg',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'), 'cv.png'],
  ])('refuses %s as invalid_image, storing nothing', async (_label, data, filename) => {
    const { client, id } = await signedIn();
    const response = await upload(client, fileParts(data, filename, 'image/png'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: false,
      code: 'invalid_image',
      msg: 'Please choose a JPEG, PNG, WebP or GIF image',
    });
    const [row] = await t.db
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.profileImage).toBeNull();
  });

  it('refuses a PNG that does not decode', async () => {
    const { client } = await signedIn();
    const png = await picture(40, 40).png().toBuffer();
    const response = await upload(client, fileParts(png.subarray(0, 80)));
    expect(response.json()).toMatchObject({ status: false, code: 'invalid_image' });
  });

  it('answers 413 for a file over the size limit', async () => {
    const { client } = await signedIn();
    const png = await picture(10, 10).png().toBuffer();
    const tooBig = Buffer.concat([png, Buffer.alloc(limits.imageBytesMax + 1 - png.length)]);
    const response = await upload(client, fileParts(tooBig));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: false,
      code: 'payload_too_large',
      msg: 'The file is too large',
    });
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    const png = await picture(20, 20).png().toBuffer();
    const visitor = new TestClient(t.app);
    await visitor.loadPage();
    const anonymous = await upload(visitor, fileParts(png));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: false, code: 'auth_required' });

    const { client } = await signedIn();
    const withoutToken = await upload(client, fileParts(png), { csrf: false });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json()).toMatchObject({ status: false, code: 'csrf' });

    const forged = await client.request({
      method: 'POST',
      url: '/inc/imgupload',
      payload: multipart(fileParts(png)).payload,
      headers: {
        'content-type': multipart([]).contentType,
        'x-xsrf-token': 'forged.token',
      },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const { client } = await signedIn();
    const response = await client.request({
      method: 'POST',
      url: '/inc/imgupload',
      payload: JSON.stringify({ file: 'x' }),
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
      },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: false, code: 'unsupported_media_type' });
  });

  it('refuses a form without a file, with two files, or with another target', async () => {
    const { client } = await signedIn();
    const png = await picture(20, 20).png().toBuffer();

    const noFile = await upload(client, [{ name: 'target', value: 'profile' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({
      code: 'invalid_input',
      fields: { file: ['validation.required'] },
    });

    const emptyFile = await upload(client, fileParts(Buffer.alloc(0)));
    expect(emptyFile.json()).toMatchObject({ fields: { file: ['validation.required'] } });

    const twoFiles = await upload(client, [...fileParts(png), ...fileParts(png, 'two.png')]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toMatchObject({ code: 'invalid_input' });

    const otherField = await upload(client, [
      { name: 'avatar', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    expect(otherField.statusCode).toBe(400);

    const badTarget = await upload(client, [{ name: 'target', value: 'topic' }, ...fileParts(png)]);
    expect(badTarget.statusCode).toBe(400);
    expect(badTarget.json()).toMatchObject({ fields: { target: ['validation.invalid'] } });
  });

  it('keeps multipart bodies away from the action endpoints', async () => {
    const { client } = await signedIn();
    const body = multipart([{ name: 'action', value: 'myprofile' }]);
    const response = await client.request({
      method: 'POST',
      url: '/inc/main',
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
      },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('removeprofileimage', () => {
  it('clears the picture and deletes its files', async () => {
    const { client, id } = await signedIn();
    const { image } = (
      await upload(client, fileParts(await picture(64, 64).png().toBuffer()))
    ).json<ImageReply>();
    expect(fs.existsSync(fileOf(image.thumb90))).toBe(true);

    const response = await client.action('removeprofileimage');
    expect(response.json()).toEqual({ status: true, msg: 'Profile image removed' });
    expect(fs.existsSync(fileOf(image.original))).toBe(false);
    expect(fs.existsSync(fileOf(image.thumb90))).toBe(false);
    const [row] = await t.db
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.profileImage).toBeNull();

    // Removing again is harmless.
    expect((await client.action('removeprofileimage')).json()).toMatchObject({ status: true });
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.app).action('removeprofileimage')).statusCode).toBe(401);
  });
});
