import { addDays } from './dates.ts';
import type { PlannedTopic } from './plan-topics.ts';
import type { Random } from './random.ts';
import { reviewComment } from './review-texts.ts';

export interface PlannedReview {
  topicKey: number;
  username: string;
  ratingHalves: number;
  comment: string | null;
  createdAt: Date;
}

/**
 * Reviews of the published topics by demo users other than the owner, one per person and topic.
 * Each topic has its own standing (3.6 to 4.9 stars) and single ratings scatter around it, so
 * averages differ and most ratings fall between 3.5 and 5.
 */
export function planReviews(
  random: Random,
  now: Date,
  topics: PlannedTopic[],
  reviewers: string[],
): PlannedReview[] {
  const reviews: PlannedReview[] = [];
  for (const topic of topics) {
    if (topic.status !== 'published' || !topic.publishedAt) continue;
    const count = random.weighted<[number, number]>([
      [[0, 0], 8],
      [[1, 2], 22],
      [[3, 4], 40],
      [[5, 7], 24],
      [[8, 12], 6],
    ]);
    const people = random.sample(
      reviewers.filter((username) => username !== topic.username),
      random.int(...count),
    );
    const standing = 3.6 + random.next() * 1.3;
    const daysSincePublished = Math.max(
      1,
      Math.floor((now.getTime() - topic.publishedAt.getTime()) / 86_400_000),
    );
    for (const username of people) {
      const spread = (random.next() + random.next() - 1) * 1.6;
      const ratingHalves = Math.min(10, Math.max(2, Math.round((standing + spread) * 2)));
      const language = random.chance(0.8) ? topic.language : topic.language === 'it' ? 'en' : 'it';
      const createdAt = new Date(
        addDays(topic.publishedAt, random.int(1, daysSincePublished)).getTime() -
          random.int(3_600, 80_000) * 1000,
      );
      reviews.push({
        topicKey: topic.key,
        username,
        ratingHalves,
        comment: reviewComment(random, language, ratingHalves),
        createdAt: createdAt > now ? now : createdAt,
      });
    }
  }
  return reviews;
}
