import type { PublicationState } from '@app/contracts/states';
import type { ImageCrop } from '@app/contracts/uploads';
import type { z } from 'zod';
import { roundToHalf, type Category } from '@app/contracts/catalogue';
import type { OwnTopic, TopicDetail } from '@app/contracts/actions/topic';
import type { Language } from '@app/contracts/locales';
import type { actions } from '@app/contracts/registry';
import type { Database } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { catalogueImageFiles, deleteStoredImages } from '../../lib/images.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { insertWithFreeSlug } from '../../lib/slugs.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import {
  addListingImage,
  imageUrls,
  moveListingImage,
  removeListingImage,
  type ListingImageRows,
} from './listing-images.ts';
import { changeOwnRecord } from '../../shared/owned-records.ts';
import { changePublication } from './publication.ts';
import {
  countOwnTopics,
  deleteTopicRow,
  findTopicOfActiveProvider,
  insertDraftTopic,
  lockTopic,
  topicSlugTarget,
  selectLatestReviews,
  selectOwnTopics,
  selectRelatedTopics,
  summarizeProvider,
  updateTopicRow,
  type TopicValues,
} from './topics.repository.ts';
import { displayNameOf } from '../accounts/index.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

type NewTopic = z.output<(typeof actions)['addtopic']['request']>;
type ChangedTopic = z.output<(typeof actions)['updatetopic']['request']>;
type OwnListQuery = z.output<(typeof actions)['mytopics']['request']>;
type DetailKey = z.output<(typeof actions)['topicdetail']['request']>;

const REVIEWS_SHOWN = 10;
const RELATED_SHOWN = 4;

const valuesOf = (input: NewTopic | ChangedTopic): TopicValues => ({
  title: input.title,
  category: input.category,
  // Rich text is made safe at every write; what is stored can be rendered as it is.
  description: sanitizeRichText(input.description),
  outcomes: input.outcomes,
  audience: input.audience ?? null,
  durationHours: input.durationHours ?? null,
  delivery: input.delivery,
  languages: input.languages,
  location: input.location ?? null,
  priceMinor: input.price,
  currency: input.currency,
});

export function createTopic(db: Database, userId: number, input: NewTopic) {
  return insertWithFreeSlug(db, topicSlugTarget, input.title, (tx, url) =>
    insertDraftTopic(tx, userId, url, valuesOf(input)),
  );
}

/** Replaces the form's fields; the url chosen at creation stays, so shared links keep working. */
export function updateTopic(db: Database, userId: number, input: ChangedTopic) {
  return changeOwnRecord(db, lockTopic, userId, input.id, async (tx, topic) => {
    const values = valuesOf(input);
    // A published topic stays publishable: the rules of publishing hold for every later edit.
    if (topic.status === 'published') assertPublishable(values);
    await updateTopicRow(tx, input.id, values);
    return { id: input.id, url: topic.url };
  });
}

/** What publishing needs beyond the field rules, as field errors the form can show. */
function assertPublishable(topic: Pick<TopicValues, 'title' | 'category' | 'description'>) {
  const fields: Record<string, string[]> = {};
  if (topic.title.trim() === '') fields.title = ['validation.required'];
  if (topic.category.trim() === '') fields.category = ['validation.required'];
  if (topic.description.trim() === '') fields.description = ['validation.required'];
  if (Object.keys(fields).length > 0) throw new InputError(fields);
}

/** Draft ↔ published, through the publication machine (modules/topics/publication.ts). */
export function publishTopic(db: Database, user: SessionUser, id: number, publish: boolean) {
  return changeOwnRecord(db, lockTopic, user.id, id, async (tx, topic) => {
    const { status, publishedAt } = await changePublication(tx, {
      kind: 'topic',
      listing: topic,
      publish,
      owner: user,
      assertPublishable: () => assertPublishable(topic),
    });
    return { id, url: topic.url, status, publishedAt: publishedAt?.toISOString() ?? null };
  });
}

/** Deletes the row, then (once that is committed) the files of its images. */
export async function deleteTopic(
  db: Database,
  storage: ObjectStorage,
  userId: number,
  id: number,
) {
  const images = await changeOwnRecord(db, lockTopic, userId, id, async (tx, topic) => {
    await deleteTopicRow(tx, id);
    return topic.images;
  });
  await deleteStoredImages(storage, catalogueImageFiles(images));
}

/** How the shared image functions read and write a topic's images. */
const topicImageRows: ListingImageRows = {
  kind: 'topic',
  lock: lockTopic,
  save: (tx, id, images) => updateTopicRow(tx, id, { images }),
};

export const addTopicImage = (
  db: Database,
  storage: ObjectStorage,
  userId: number,
  id: number,
  file: Buffer,
  crop?: ImageCrop,
) => addListingImage(db, storage, topicImageRows, userId, id, file, crop);

export const removeTopicImage = (
  db: Database,
  storage: ObjectStorage,
  userId: number,
  id: number,
  index: number,
) => removeListingImage(db, storage, topicImageRows, userId, id, index);

export const moveTopicImage = (
  db: Database,
  userId: number,
  id: number,
  index: number,
  to: number,
) => moveListingImage(db, topicImageRows, userId, id, index, to);

/** The author's topics for the manage page: one page of a status, and the count of each. */
export async function listManagedTopics(
  db: Database,
  userId: number,
  query: OwnListQuery,
): Promise<{
  topics: OwnTopic[];
  recordsTotal: number;
  counts: Record<PublicationState, number>;
}> {
  const limit = query.pageSize;
  const [rows, counts] = await Promise.all([
    selectOwnTopics(db, userId, query.status, { limit, offset: (query.page - 1) * limit }),
    countOwnTopics(db, userId),
  ]);
  const topics = rows.map((row) => ({
    id: row.id,
    url: row.url,
    title: row.title,
    category: row.category as Category,
    status: row.status,
    thumb: row.images[0]?.thumb ?? null,
    price: row.priceMinor,
    currency: row.currency,
    rating: roundToHalf(row.ratingAverage),
    reviewCount: row.reviewCount,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }));
  const recordsTotal = query.status
    ? counts[query.status]
    : counts.draft + counts.published + counts.hidden;
  return { topics, recordsTotal, counts };
}

/**
 * A topic's page: anyone sees a published topic of an active provider; a draft only its owner.
 * Anything else is listing_not_found, so a draft's existence is not given away.
 */
export async function getTopicDetail(
  db: Database,
  viewerId: number | null,
  key: DetailKey,
  /** The platform's staff also see a hidden topic (they hid it, and may restore it). */
  isStaff = false,
) {
  const row = await findTopicOfActiveProvider(
    db,
    key.id !== undefined ? { id: key.id } : { url: key.url ?? '' },
    viewerId,
  );
  const isOwner = row !== null && row.userId === viewerId;
  const isModerator = row?.status === 'hidden' && isStaff;
  if (!row || (row.status !== 'published' && !isOwner && !isModerator)) {
    throw new AppError('listing_not_found');
  }

  const [provider, reviews, related] = await Promise.all([
    summarizeProvider(db, row.userId),
    selectLatestReviews(db, row.id, REVIEWS_SHOWN),
    selectRelatedTopics(db, viewerId, row, RELATED_SHOWN),
  ]);
  const topic: TopicDetail = {
    id: row.id,
    url: row.url,
    title: row.title,
    category: row.category as Category,
    description: row.description,
    outcomes: row.outcomes,
    audience: row.audience,
    durationHours: row.durationHours,
    delivery: row.delivery,
    languages: row.languages as Language[],
    location: row.location,
    price: row.priceMinor,
    currency: row.currency,
    vatRate: row.vatRateBasisPoints,
    images: imageUrls(row.images),
    status: row.status,
    rating: roundToHalf(row.ratingAverage),
    reviewCount: row.reviewCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    isOwner,
    isFavourite: Boolean(row.isFavourite),
    provider: {
      userId: row.userId,
      username: row.username,
      name: displayNameOf(row),
      headline: row.headline,
      thumbImage: row.profileImage?.thumb90 ?? null,
      rating: roundToHalf(provider.average),
      reviewCount: provider.reviewCount,
      topicCount: provider.topicCount,
    },
  };
  return {
    topic,
    reviews: reviews.map((review) => ({
      username: review.username,
      rating: review.ratingHalves / 2,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
      reply: review.reply,
    })),
    related,
  };
}
