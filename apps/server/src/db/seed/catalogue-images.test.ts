import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyOfImageUrl } from '../../lib/images.ts';
import { createFolderStorage } from '../../lib/storage.ts';
import { SeedImages } from './catalogue-images.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** One demo picture stored through SeedImages, as the bytes of each of its variants. */
async function storedArt(pictures: { folder: string; record: boolean }, uploads: string) {
  const storage = createFolderStorage(path.join(scratch, uploads));
  const art = await new SeedImages(storage, pictures).renderEventArt(['leadership']);
  const urls = Object.entries(art.get('leadership')!) as Array<[string, string]>;
  return Object.fromEntries(
    await Promise.all(
      urls.map(async ([variant, url]) => [variant, await storage.read(keyOfImageUrl(url)!)]),
    ),
  ) as Record<string, Buffer>;
}

describe('demo pictures rendered by the build', () => {
  const folder = path.join(scratch, 'demo-pictures');

  it('are kept by the build and copied by a later seed, byte for byte, under new names', async () => {
    const recorded = await storedArt({ folder, record: true }, 'build');
    expect(fs.readdirSync(folder)).toHaveLength(3);
    // A later seed finds them: the kept files are what it stores.
    for (const file of fs.readdirSync(folder)) fs.appendFileSync(path.join(folder, file), 'kept');
    const copied = await storedArt({ folder, record: false }, 'seed');
    for (const [variant, bytes] of Object.entries(copied)) {
      expect(bytes.subarray(-4).toString()).toBe('kept');
      expect(bytes.length).toBe(recorded[variant]!.length + 4);
    }
  });

  it('are rendered by the seed when the build kept none, and the folder stays as it was', async () => {
    const empty = path.join(scratch, 'none');
    const rendered = await storedArt({ folder: empty, record: false }, 'fresh');
    for (const bytes of Object.values(rendered)) {
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(fs.existsSync(empty)).toBe(false);
  });
});
