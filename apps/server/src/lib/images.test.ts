import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import {
  deleteStoredImages,
  detectImageType,
  keyOfImageUrl,
  profileImageVariants,
  renderImageVariants,
  storeImage,
  storedImageKey,
} from './images.ts';
import { folderStorageOf } from './storage.ts';

const dataDir = path.join(os.tmpdir(), `skillvia-images-${crypto.randomBytes(4).toString('hex')}`);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } });

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('detectImageType', () => {
  it('tells JPEG, PNG, WebP and GIF by their bytes', async () => {
    expect(await detectImageType(await picture(4, 4).jpeg().toBuffer())).toBe('image/jpeg');
    expect(await detectImageType(await picture(4, 4).png().toBuffer())).toBe('image/png');
    expect(await detectImageType(await picture(4, 4).webp().toBuffer())).toBe('image/webp');
    expect(await detectImageType(await picture(4, 4).gif().toBuffer())).toBe('image/gif');
  });

  it('refuses text, HTML, SVG and other formats', async () => {
    const refused = [
      Buffer.from('just some text pretending to be a picture'),
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      await picture(4, 4).tiff().toBuffer(),
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(0),
    ];
    for (const input of refused) expect(await codeOf(detectImageType(input))).toBe('invalid_image');
  });
});

describe('renderImageVariants', () => {
  it('fits the original within 800 px and crops the thumbnail to 90 x 90, as WebP', async () => {
    const rendered = await renderImageVariants(
      await picture(1600, 1000).png().toBuffer(),
      profileImageVariants,
    );
    expect(await sharp(rendered.original).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 500,
    });
    expect(await sharp(rendered.thumb90).metadata()).toMatchObject({
      format: 'webp',
      width: 90,
      height: 90,
    });
  });

  it('never enlarges the original, but always fills the thumbnail', async () => {
    const rendered = await renderImageVariants(
      await picture(40, 20).png().toBuffer(),
      profileImageVariants,
    );
    expect(await sharp(rendered.original).metadata()).toMatchObject({ width: 40, height: 20 });
    expect(await sharp(rendered.thumb90).metadata()).toMatchObject({ width: 90, height: 90 });
  });

  it('turns the picture upright by its EXIF orientation and strips the metadata', async () => {
    // Stored 300 x 100 with orientation 6 (rotate 90°): shown as 100 x 300.
    const sideways = await picture(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const rendered = await renderImageVariants(sideways, profileImageVariants);
    const metadata = await sharp(rendered.original).metadata();
    expect(metadata).toMatchObject({ width: 100, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it('takes the first frame of an animated GIF', async () => {
    const frames = await sharp({
      create: { width: 30, height: 60, channels: 4, background: '#00ff00' },
    })
      .gif()
      .toBuffer();
    const animated = await sharp(frames, { animated: true }).gif({ loop: 0 }).toBuffer();
    const rendered = await renderImageVariants(animated, profileImageVariants);
    expect(await sharp(rendered.original).metadata()).toMatchObject({ width: 30, height: 60 });
  });

  it('refuses content that starts like an image but does not decode', async () => {
    const png = await picture(50, 50).png().toBuffer();
    const truncated = png.subarray(0, 60);
    expect(await codeOf(renderImageVariants(truncated, profileImageVariants))).toBe(
      'invalid_image',
    );
    const corrupt = Buffer.concat([png.subarray(0, 16), crypto.randomBytes(400)]);
    expect(await codeOf(renderImageVariants(corrupt, profileImageVariants))).toBe('invalid_image');
  });

  it('refuses images that would decode to too many pixels', async () => {
    // A valid PNG of 12 KB that decodes to 10000 x 10000 pixels (a decompression bomb).
    const bomb = blankPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await detectImageType(bomb)).toBe('image/png');
    expect(await codeOf(renderImageVariants(bomb, profileImageVariants))).toBe('invalid_image');
    // The same construction at a reasonable size is accepted.
    const rendered = await renderImageVariants(blankPng(1000, 1000), profileImageVariants);
    expect(await sharp(rendered.original).metadata()).toMatchObject({ width: 800, height: 800 });
  });
});

/** A black 1-bit greyscale PNG built by hand: tiny on disk whatever its size in pixels. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('storage', () => {
  it('writes each variant under uploads/{kind} with a random name and answers its URL', async () => {
    const urls = await storeImage(
      folderStorageOf(dataDir),
      'profile',
      await picture(120, 120).png().toBuffer(),
      profileImageVariants,
    );
    expect(urls.original).toMatch(/^\/uploads\/profile\/[a-f0-9]{32}-original\.webp$/);
    expect(urls.thumb90).toMatch(/^\/uploads\/profile\/[a-f0-9]{32}-thumb90\.webp$/);
    const original = keyOfImageUrl(urls.original);
    expect(original).toBe(urls.original.slice('/uploads/'.length));
    expect(fs.existsSync(path.join(dataDir, 'uploads', original ?? ''))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'profile'))).toHaveLength(2);

    await deleteStoredImages(folderStorageOf(dataDir), [
      urls.original,
      urls.thumb90,
      urls.thumb90,
      null,
    ]);
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'profile'))).toHaveLength(0);
  });

  it('maps only names of the exact stored shape to storage keys', () => {
    const name = `${'a'.repeat(32)}-thumb90.webp`;
    expect(storedImageKey(`company/${name}`)).toBe(`company/${name}`);
    for (const relative of [
      `../${name}`,
      `profile/../${name}`,
      `profile/${name}/x`,
      `secrets/${name}`,
      `profile/${'a'.repeat(32)}-thumb90.html`,
      `profile/${'A'.repeat(32)}-thumb90.webp`,
      `profile/${'a'.repeat(31)}-thumb90.webp`,
      'profile/..%2f..%2fetc%2fpasswd',
      'profile/',
      '',
    ]) {
      expect(storedImageKey(relative)).toBeNull();
    }
    expect(keyOfImageUrl(`https://example.com/uploads/profile/${name}`)).toBeNull();
    expect(keyOfImageUrl(`/img/${name}`)).toBeNull();
  });

  it('leaves files that are not uploads alone', async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    const outside = path.join(dataDir, 'keep.txt');
    fs.writeFileSync(outside, 'keep');
    await deleteStoredImages(folderStorageOf(dataDir), [
      '/uploads/../keep.txt',
      outside,
      '/keep.txt',
    ]);
    expect(fs.existsSync(outside)).toBe(true);
  });
});
