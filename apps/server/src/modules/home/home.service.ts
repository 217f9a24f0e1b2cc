import type { Database } from '../../db/client.ts';
import {
  selectFeaturedProviders,
  selectOpenRequirements,
  selectPopularTopics,
  selectSetupProgress,
  selectTopCategories,
  selectTotals,
  selectUpcomingEvents,
} from './home.repository.ts';

export const homeSizes = {
  categories: 12,
  popularTopics: 8,
  featuredTrainers: 8,
  upcomingEvents: 6,
  openRequirements: 6,
} as const;

/**
 * Everything the home page shows, in six small queries (seven for a signed-in viewer, whose
 * favourites are marked and whose trainer-setup progress is added).
 */
export async function getHomepage(db: Database, viewerId: number | null) {
  const [
    categories,
    popularTopics,
    featuredTrainers,
    upcomingEvents,
    openRequirements,
    totals,
    setup,
  ] = await Promise.all([
    selectTopCategories(db, homeSizes.categories),
    selectPopularTopics(db, viewerId, homeSizes.popularTopics),
    selectFeaturedProviders(db, homeSizes.featuredTrainers),
    selectUpcomingEvents(db, homeSizes.upcomingEvents),
    selectOpenRequirements(db, homeSizes.openRequirements),
    selectTotals(db),
    viewerId === null ? null : selectSetupProgress(db, viewerId),
  ]);
  return {
    categories,
    popularTopics,
    featuredTrainers,
    upcomingEvents,
    openRequirements,
    totals,
    setup,
  };
}
