import type { TopicCard } from '@app/contracts/catalogue';
import type { FavouriteTopic } from '@app/contracts/actions/discovery';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countListedFavourites,
  deleteFavourite,
  insertListedFavourite,
  isTopicListed,
  selectFavouriteCards,
} from './favourites.repository.ts';

/** A favourite as its page shows it (docs/product.md, "The catalogue"), from the shared topic card. */
function toFavourite(card: TopicCard): FavouriteTopic {
  return {
    id: card.id,
    image: card.thumbImage,
    title: card.topic,
    rating: card.ratingCount,
    reviewCount: card.reviewCount,
    link: `/topic/${card.url}`,
    url: card.url,
    username: card.username,
    price: card.price,
    currency: card.currency,
  };
}

export async function listFavourites(
  db: Database,
  userId: number,
  page: { start: number; limit: number },
) {
  const [topicDetail, recordsTotal] = await Promise.all([
    selectFavouriteCards(db, userId, page),
    countListedFavourites(db, userId),
  ]);
  return { topicDetail: topicDetail.map(toFavourite), recordsTotal };
}

/** Idempotent; only a listed topic (published, active provider) can become a favourite. */
export async function addFavourite(db: Database, userId: number, topicId: number) {
  // Nothing added: it was a favourite already, or the topic is not (or no longer) listed.
  const added = await insertListedFavourite(db, userId, topicId);
  if (!added && !(await isTopicListed(db, topicId))) throw new AppError('listing_not_found');
  return { isFavourite: true };
}

/** Idempotent, and allowed for any topic, so a favourite of a withdrawn topic can go too. */
export async function removeFavourite(db: Database, userId: number, topicId: number) {
  await deleteFavourite(db, userId, topicId);
  return { isFavourite: false };
}
