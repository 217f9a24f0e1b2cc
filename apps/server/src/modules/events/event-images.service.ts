import { catalogueLimits } from '@app/contracts/catalogue';
import type { Database } from '../../db/client.ts';
import type { StoredCatalogueImage } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { InputError } from '../../plugins/error-handler.ts';
import { catalogueImageFiles, deleteStoredImages, storeCatalogueImage } from '../../lib/images.ts';
import { assertOwnEvent } from './event-rules.ts';
import { findEventState, updateEventImages } from './events.repository.ts';

const imageList = (images: StoredCatalogueImage[]) =>
  images.map(({ large, card, thumb }) => ({ large, card, thumb }));

/**
 * Adds an image to the owner's event. Owner and count are checked before the costly re-encoding,
 * and again under a row lock when the image is attached, so two uploads at once cannot pass the
 * limit; when attaching fails, the new files are removed.
 */
export async function addEventImage(
  db: Database,
  dataDir: string,
  userId: number,
  eventId: number,
  file: Buffer,
): Promise<StoredCatalogueImage[]> {
  const current = await findEventState(db, eventId);
  assertOwnEvent(current, userId);
  if (current.images.length >= catalogueLimits.imagesMax) throw new AppError('too_many_images');

  return storeCatalogueImage(dataDir, 'event', file, (image) =>
    db.transaction(async (tx) => {
      const event = await findEventState(tx, eventId, { forUpdate: true });
      assertOwnEvent(event, userId);
      if (event.images.length >= catalogueLimits.imagesMax) throw new AppError('too_many_images');
      const images = [...event.images, image];
      await updateEventImages(tx, eventId, images);
      return imageList(images);
    }),
  );
}

/** Removes the image at `index`; its files go once the row no longer points at them. */
export async function removeEventImage(
  db: Database,
  dataDir: string,
  userId: number,
  eventId: number,
  index: number,
): Promise<StoredCatalogueImage[]> {
  const { images, removed } = await db.transaction(async (tx) => {
    const event = await findEventState(tx, eventId, { forUpdate: true });
    assertOwnEvent(event, userId);
    const target = event.images[index];
    if (!target) throw new InputError({ index: ['validation.invalid'] });
    const remaining = event.images.filter((_, position) => position !== index);
    await updateEventImages(tx, eventId, remaining);
    return { images: remaining, removed: target };
  });
  await deleteStoredImages(dataDir, catalogueImageFiles([removed]));
  return imageList(images);
}
