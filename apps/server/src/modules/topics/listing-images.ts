import { catalogueLimits } from '@app/contracts/catalogue';
import type { ImageCrop } from '@app/contracts/uploads';
import type { Database, Transaction } from '../../db/client.ts';
import type { StoredCatalogueImage } from '../../db/schema.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { catalogueImageFiles, deleteStoredImages, storeCatalogueImage } from '../../lib/images.ts';
import { changeOwnRecord } from '../../shared/owned-records.ts';
import type { ListingKind } from './publication.repository.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

/** How a module reads and writes the images of its listings (topics, events). */
export interface ListingImageRows {
  kind: ListingKind;
  /** The listing's owner and images, locked until the transaction ends; null when none. */
  lock: (
    tx: Transaction,
    id: number,
  ) => Promise<{ userId: number; images: StoredCatalogueImage[] } | null>;
  save: (tx: Transaction, id: number, images: StoredCatalogueImage[]) => Promise<void>;
}

const assertRoomFor = (images: readonly StoredCatalogueImage[]) => {
  if (images.length >= catalogueLimits.imagesMax) throw new AppError('too_many_images');
};

/**
 * One more image of an own listing (decision 009), cut to `crop` when the provider chose one. Ownership and the cap are checked before the
 * costly re-encoding, and again with the row locked when the image is attached (two uploads may
 * race for the last place); the files of an image that could not be attached are removed again.
 */
export async function addListingImage(
  db: Database,
  storage: ObjectStorage,
  rows: ListingImageRows,
  userId: number,
  id: number,
  file: Buffer,
  crop?: ImageCrop,
): Promise<StoredCatalogueImage[]> {
  await changeOwnRecord(db, rows.lock, userId, id, (_tx, listing) => {
    assertRoomFor(listing.images);
    return Promise.resolve();
  });
  return storeCatalogueImage(storage, rows.kind, file, crop, (image) =>
    changeOwnRecord(db, rows.lock, userId, id, async (tx, listing) => {
      assertRoomFor(listing.images);
      const images = [...listing.images, image];
      await rows.save(tx, id, images);
      return images;
    }),
  );
}

/** Removes the image at `index`; its files go once the row no longer points at them. */
export async function removeListingImage(
  db: Database,
  storage: ObjectStorage,
  rows: ListingImageRows,
  userId: number,
  id: number,
  index: number,
): Promise<StoredCatalogueImage[]> {
  const { kept, removed } = await changeOwnRecord(
    db,
    rows.lock,
    userId,
    id,
    async (tx, listing) => {
      const image = listing.images[index];
      if (!image) throw new InputError({ index: ['validation.invalid'] });
      const rest = listing.images.filter((_, position) => position !== index);
      await rows.save(tx, id, rest);
      return { kept: rest, removed: image };
    },
  );
  await deleteStoredImages(storage, catalogueImageFiles([removed]));
  return kept;
}

/** Moves the image at `index` to position `to` (0: the cover); the others keep their order. */
export function moveListingImage(
  db: Database,
  rows: ListingImageRows,
  userId: number,
  id: number,
  index: number,
  to: number,
): Promise<StoredCatalogueImage[]> {
  return changeOwnRecord(db, rows.lock, userId, id, async (tx, listing) => {
    const image = listing.images[index];
    if (!image) throw new InputError({ index: ['validation.invalid'] });
    if (to >= listing.images.length) throw new InputError({ to: ['validation.invalid'] });
    const images = listing.images.filter((_, position) => position !== index);
    images.splice(to, 0, image);
    await rows.save(tx, id, images);
    return images;
  });
}

/** The image URLs a page shows, without anything else the row stores. */
export const imageUrls = (images: readonly StoredCatalogueImage[]) =>
  images.map(({ large, card, thumb }) => ({ large, card, thumb }));
