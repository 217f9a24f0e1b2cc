import { catalogueLimits } from '@app/contracts/catalogue';
import type { Database } from '../../db/client.ts';
import type { StoredCatalogueImage } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { storeCatalogueImage } from '../../lib/images.ts';
import { findTopicOwner, updateTopicRow } from './topics.repository.ts';
import { changeOwnTopic } from './topics.service.ts';

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

  return storeCatalogueImage(dataDir, 'topic', file, (image) =>
    changeOwnTopic(db, userId, topicId, async (tx, topic) => {
      if (topic.images.length >= catalogueLimits.imagesMax) throw new AppError('too_many_images');
      const images = [...topic.images, image];
      await updateTopicRow(tx, topicId, { images });
      return images;
    }),
  );
}
