import { roundToHalf } from '@app/contracts/catalogue';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { profileShownTo } from '../profile/index.ts';
import { selectUpcomingEvents } from './home.repository.ts';
import {
  findActiveUserId,
  selectProfileRequirements,
  selectProfileTopics,
  selectProviderStats,
} from './profile-listings.repository.ts';

const MAX_PROFILE_ID = 2_147_483_647;

export const profileListingSizes = { topics: 12, events: 6, requirements: 6 } as const;

/**
 * What a public profile lists: the provider's rating, published topics and upcoming events, and
 * the open requirements the owner shows. A `username` of digits may also be a profile id, as in
 * the route /{profileId}. Deactivated and unknown users are both profile_not_found.
 */
export async function getProfileListings(
  db: Database,
  viewer: Parameters<typeof profileShownTo>[1],
  key: { username?: string | undefined; profileId?: number | undefined },
) {
  const viewerId = viewer?.id ?? null;
  const numeric = key.username && /^\d{1,10}$/.test(key.username) ? Number(key.username) : null;
  const id = key.profileId ?? (numeric !== null && numeric <= MAX_PROFILE_ID ? numeric : null);
  const profile = await findActiveUserId(db, { username: key.username ?? null, id });
  if (profile === null || !profileShownTo(profile, viewer)) {
    throw new AppError('profile_not_found');
  }
  const userId = profile.userId;

  const [stats, topics, events, requirements] = await Promise.all([
    selectProviderStats(db, userId),
    selectProfileTopics(db, viewerId, userId, profileListingSizes.topics),
    selectUpcomingEvents(db, profileListingSizes.events, userId),
    selectProfileRequirements(db, userId, profileListingSizes.requirements),
  ]);
  return {
    rating: roundToHalf(stats.rating),
    reviewCount: stats.reviewCount,
    topics,
    topicsTotal: stats.topicCount,
    events,
    requirements,
  };
}
