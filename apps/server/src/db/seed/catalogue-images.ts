import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { categories, type Category } from '@app/contracts/catalogue';
import {
  catalogueImageVariants,
  keyOfImageUrl,
  loadSharp,
  profileImageVariants,
  renderImageVariants,
  storeImageVariants,
  webpSettings,
  type ImageKind,
  type ImageVariants,
} from '../../lib/images.ts';
import { serverRoot } from '../../lib/paths.ts';
import type { StoredCatalogueImage, StoredProfileImage } from '../schema.ts';
import { avatarArt, categoryArt, eventArt } from './seed-art.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

/** Avatars are shown at most a few hundred pixels wide; a smaller source is quicker to encode. */
const AVATAR_SIZE = 320;

/**
 * Topic and event pages show their picture in a column well under 1000 pixels wide; flat artwork
 * 960 pixels wide looks the same there and takes a third less time to encode than 1200.
 */
const ART_WIDTH = 960;

/** Renders at most this many pictures at once: enough to keep two cores busy, little memory. */
const PARALLEL = 4;

/**
 * Like Promise.all, but waits for every promise before failing: a seed that fails must know every
 * file written, so none may still be on its way when the clean-up runs.
 */
export async function settleAll<T extends readonly unknown[] | []>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = (await Promise.allSettled(promises)) as Array<PromiseSettledResult<unknown>>;
  const failed = settled.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

/** `work` on every item, PARALLEL at a time; after a failure no new item starts. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await settleAll(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}

/** SVG to PNG (uncompressed: it is only handed on to storeImage, which re-encodes it). */
const rasterise = async (svg: string) =>
  (await loadSharp())(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();

/**
 * The demo's pictures as the build rendered them (`npm run build` fills dist/demo-pictures beside
 * the embedded template: cli/embedded-template.ts), so that a new data folder's seed copies them
 * instead of encoding some seventy pictures, about 4 s of CPU on the demo's first start. Each file
 * is named by what it is made of (the artwork, the variant's size, the encoder's settings): a
 * picture the build did not render, or rendered otherwise, is rendered as before.
 */
export interface DemoPictures {
  folder: string;
  /** The build's run: what is not there yet is rendered and kept in the folder. */
  record: boolean;
}

export const builtDemoPictures = (): DemoPictures => ({
  folder: path.join(serverRoot(), 'dist', 'demo-pictures'),
  record: false,
});

async function renderedOnce<Name extends string>(
  pictures: DemoPictures,
  svg: string,
  variants: ImageVariants<Name>,
): Promise<Record<Name, Buffer>> {
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([svg, variants, webpSettings]))
    .digest('hex')
    .slice(0, 32);
  const names = Object.keys(variants) as Name[];
  const fileOf = (name: Name) => path.join(pictures.folder, `${key}-${name}.webp`);
  const kept = await Promise.all(names.map((name) => fs.readFile(fileOf(name)).catch(() => null)));
  if (kept.every((bytes) => bytes !== null)) {
    return Object.fromEntries(names.map((name, index) => [name, kept[index]])) as Record<
      Name,
      Buffer
    >;
  }
  const rendered = await renderImageVariants(await rasterise(svg), variants);
  if (pictures.record) {
    await fs.mkdir(pictures.folder, { recursive: true });
    await Promise.all(names.map((name) => fs.writeFile(fileOf(name), rendered[name])));
  }
  return rendered;
}

/**
 * The demo pictures, written to storage like uploads (rendered by the build when it could). A category's picture is rendered
 * once; every further topic or event showing it gets its own copy (in the data folder a hard
 * link) under a new name, so deleting one listing's images never breaks another's.
 * `written` lists every file URL, so a failed seed can remove them all.
 */
export class SeedImages {
  readonly written: string[] = [];
  private readonly used = new Set<string>();

  constructor(
    private readonly storage: ObjectStorage,
    private readonly pictures: DemoPictures = builtDemoPictures(),
  ) {}

  private async store<Name extends string>(
    kind: ImageKind,
    svg: string,
    variants: Record<Name, { width: number; height: number; fit: 'inside' | 'cover' }>,
  ): Promise<Record<Name, string>> {
    const rendered = await renderedOnce(this.pictures, svg, variants);
    const urls = await storeImageVariants(this.storage, kind, rendered);
    this.written.push(...Object.values<string>(urls));
    return urls;
  }

  /**
   * One picture per category, for topics; neighbouring categories alternate between the two
   * compositions. (Each picture costs about a tenth of a second of CPU in WebP encoding, which is
   * what the first start of the demo waits for.)
   */
  async renderTopicArt(wanted: Category[]): Promise<Map<Category, StoredCatalogueImage>> {
    const stored = await inParallel(wanted, (category) =>
      this.store(
        'topic',
        categoryArt(category, categories.indexOf(category) % 2, ART_WIDTH),
        catalogueImageVariants,
      ),
    );
    return new Map(wanted.map((category, index) => [category, stored[index]!]));
  }

  /** One picture per category, for events. */
  async renderEventArt(wanted: Category[]): Promise<Map<Category, StoredCatalogueImage>> {
    const stored = await inParallel(wanted, (category) =>
      this.store('event', eventArt(category, ART_WIDTH), catalogueImageVariants),
    );
    return new Map(wanted.map((category, index) => [category, stored[index]!]));
  }

  /** A profile picture with initials, in the variants of profile uploads. */
  avatar(initials: string, category: Category): Promise<StoredProfileImage> {
    return this.store('profile', avatarArt(initials, category, AVATAR_SIZE), profileImageVariants);
  }

  avatars(people: Array<{ initials: string; category: Category }>) {
    return inParallel(people, (person) => this.avatar(person.initials, person.category));
  }

  /** The stored picture for its first listing of its kind, a linked copy for every other one. */
  async shareOf(kind: ImageKind, image: StoredCatalogueImage): Promise<StoredCatalogueImage> {
    if (!this.used.has(image.large) && image.large.startsWith(`/uploads/${kind}/`)) {
      this.used.add(image.large);
      return image;
    }
    const id = crypto.randomBytes(16).toString('hex');
    const entries = await settleAll(
      (Object.entries(image) as Array<[keyof StoredCatalogueImage, string]>).map(
        async ([variant, url]) => {
          const source = keyOfImageUrl(url);
          const name = `${id}-${variant}.webp`;
          if (!source) throw new Error(`Unexpected demo image URL ${url}`);
          await this.storage.copy(source, `${kind}/${name}`);
          const copy = `/uploads/${kind}/${name}`;
          this.written.push(copy);
          return [variant, copy] as const;
        },
      ),
    );
    return Object.fromEntries(entries) as unknown as StoredCatalogueImage;
  }
}
