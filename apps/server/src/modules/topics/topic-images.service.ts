import { catalogueLimits } from '@app/contracts/catalogue';
import type { Database } from '../../db/client.ts';
import type { StoredCatalogueImage } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteStoredImages, storeImage, type ImageVariants } from '../../lib/images.ts';
import { findTopicOwner, updateTopicRow } from './topics.repository.ts';
import { changeOwnTopic } from './topics.service.ts';

/** The sizes the pages show: the gallery (large), cards (card) and lists (thumb), at 3:2. */
export const topicImageVariants = {
  large: { width: 1200, height: 800, fit: 'inside' },
  card: { width: 480, height: 320, fit: 'cover' },
  thumb: { width: 160, height: 107, fit: 'cover' },
} as const satisfies ImageVariants<'large' | 'card' | 'thumb'>;

/**
 * Adds an image to an own topic. Ownership and the cap are checked before the costly re-encoding,
 * and again with the row locked when the image is attached (two uploads may race for the last
 * place); the files of an image that could not be attached are removed again.
 */
export async function uploadTopicImage(
  db: Database,
  dataDir: string,
  userId: number,
  topicId: number,
  file: Buffer,
): Promise<StoredCatalogueImage[]> {
  const owner = await findTopicOwner(db, topicId);
  if (!owner) throw new AppError('listing_not_found');
  if (owner.userId !== userId) throw new AppError('forbidden');
  if (owner.imageCount >= catalogueLimits.imagesMax) throw new AppError('too_many_images');

  const image = await storeImage(dataDir, 'topic', file, topicImageVariants);
  try {
    return await changeOwnTopic(db, userId, topicId, async (tx, topic) => {
      if (topic.images.length >= catalogueLimits.imagesMax) throw new AppError('too_many_images');
      const images = [...topic.images, image];
      await updateTopicRow(tx, topicId, { images });
      return images;
    });
  } catch (error) {
    await deleteStoredImages(dataDir, [image.large, image.card, image.thumb]);
    throw error;
  }
}
