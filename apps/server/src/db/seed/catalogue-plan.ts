import { demoProviders } from './demo-providers.ts';
import { planEvents, type PlannedEvent } from './plan-events.ts';
import { planRequirements, type PlannedRequirement } from './plan-requirements.ts';
import { planReviews, type PlannedReview } from './plan-reviews.ts';
import { planProfiles, planTopics, type PlannedProfile, type PlannedTopic } from './plan-topics.ts';
import { createRandom } from './random.ts';
import { UniqueSlugs } from './unique-slugs.ts';

export interface CataloguePlan {
  profiles: PlannedProfile[];
  topics: PlannedTopic[];
  events: PlannedEvent[];
  requirements: PlannedRequirement[];
  reviews: PlannedReview[];
}

export interface PlanInput {
  now: Date;
  /** Demo usernames that exist and are providers. */
  providers: Iterable<string>;
  /** Demo usernames that exist (reviewers and seekers come from them). */
  users: Iterable<string>;
  /** Slugs events and requirements already hold (topics are empty when the catalogue is seeded). */
  takenEventSlugs?: Iterable<string>;
  takenRequirementSlugs?: Iterable<string>;
}

/** A fixed seed: every first start writes the same catalogue, dated relative to `now`. */
const SEED = 20_260_401;

/** Everything the demo catalogue holds, as plain data referring to people by username. */
export function buildCataloguePlan(input: PlanInput): CataloguePlan {
  const random = createRandom(SEED);
  const providerNames = new Set(input.providers);
  const users = [...new Set(input.users)].sort();
  const providers = demoProviders.filter((provider) => providerNames.has(provider.username));
  const topicSlugs = new UniqueSlugs();
  const topics = planTopics(random, input.now, providers, topicSlugs);
  const events = planEvents(
    random,
    input.now,
    providers,
    topics,
    new UniqueSlugs(input.takenEventSlugs),
  );
  const requirements = planRequirements(
    random,
    input.now,
    new Set(users),
    new UniqueSlugs(input.takenRequirementSlugs),
  );
  return {
    profiles: planProfiles(random, providers),
    topics,
    events,
    requirements,
    reviews: planReviews(random, input.now, topics, users),
  };
}
