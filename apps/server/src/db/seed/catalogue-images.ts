import crypto from 'node:crypto';
import { categories, type Category } from '@app/contracts/catalogue';
import {
  catalogueImageVariants,
  keyOfImageUrl,
  loadSharp,
  profileImageVariants,
  storeImage,
  type ImageKind,
} from '../../lib/images.ts';
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
 * The demo pictures, written through storeImage like uploads. A category's picture is rendered
 * once; every further topic or event showing it gets its own copy (in the data folder a hard
 * link) under a new name, so deleting one listing's images never breaks another's.
 * `written` lists every file URL, so a failed seed can remove them all.
 */
export class SeedImages {
  readonly written: string[] = [];
  private readonly used = new Set<string>();

  constructor(private readonly storage: ObjectStorage) {}

  private async store<Name extends string>(
    kind: ImageKind,
    svg: string,
    variants: Record<Name, { width: number; height: number; fit: 'inside' | 'cover' }>,
  ): Promise<Record<Name, string>> {
    const urls = await storeImage(this.storage, kind, await rasterise(svg), variants);
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
