import { inArray, sql } from 'drizzle-orm';
import { deleteStoredImages } from '../../lib/images.ts';
import type { Transaction } from '../client.ts';
import type { Database } from '../client.ts';
import { events, requirements, reviews, topics, users } from '../schema.ts';
import { insertReviewBookings } from './review-bookings.ts';
import { insertRows } from './bulk-insert.ts';
import { builtDemoPictures, SeedImages, settleAll, type DemoPictures } from './catalogue-images.ts';
import { buildCataloguePlan, type CataloguePlan } from './catalogue-plan.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

export interface CatalogueSeedResult {
  topics: number;
  events: number;
  requirements: number;
  reviews: number;
  images: number;
}

/** Another server seeded the catalogue meanwhile (PostgreSQL, several servers starting). */
class AlreadySeeded extends Error {}

const initialsOf = (person: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}) => `${person.firstName?.[0] ?? person.username[0] ?? ''}${person.lastName?.[0] ?? ''}`;

const hasTopics = async (db: Database | Transaction) =>
  (await db.select({ id: topics.id }).from(topics).limit(1)).length > 0;

/**
 * Fills an empty catalogue with the demo topics, events, requirements and reviews of the
 * providers and seekers among `usernames`, and completes the providers' profiles where fields are
 * missing. Nothing happens when any topic exists. Pictures are files, so they are written first and
 * removed again when the transaction fails.
 */
export async function seedDemoCatalogue(
  db: Database,
  storage: ObjectStorage,
  usernames: string[],
  now = new Date(),
  pictures: DemoPictures = builtDemoPictures(),
): Promise<CatalogueSeedResult | null> {
  if (await hasTopics(db)) return null;
  const people = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      serviceType: users.serviceType,
      profileImage: users.profileImage,
    })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        usernames.map((name) => name.toLowerCase()),
      ),
    );
  if (people.length === 0) return null;
  const [eventSlugs, requirementSlugs] = await Promise.all([
    db.select({ url: events.url }).from(events),
    db.select({ url: requirements.url }).from(requirements),
  ]);
  const plan = buildCataloguePlan({
    now,
    providers: people.filter((person) => person.serviceType === 'provider').map((p) => p.username),
    users: people.map((person) => person.username),
    takenEventSlugs: eventSlugs.map((row) => row.url),
    takenRequirementSlugs: requirementSlugs.map((row) => row.url),
  });

  const images = new SeedImages(storage, pictures);
  try {
    const rows = await prepareRows(plan, people, images, now);
    await db.transaction(async (tx) => {
      // Servers starting together on one PostgreSQL: one seeds, the others find its topics.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-catalogue-seed'))`);
      if (await hasTopics(tx)) throw new AlreadySeeded();
      await writeRows(tx, plan, rows);
    });
  } catch (error) {
    await deleteStoredImages(storage, images.written);
    if (error instanceof AlreadySeeded) return null;
    throw error;
  }
  return {
    topics: plan.topics.length,
    events: plan.events.length,
    requirements: plan.requirements.length,
    reviews: plan.reviews.length,
    images: images.written.length,
  };
}

type Person = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImage: unknown;
};

/** Renders the pictures and resolves usernames to ids: everything the transaction writes. */
async function prepareRows(plan: CataloguePlan, people: Person[], images: SeedImages, now: Date) {
  const idOf = new Map(people.map((person) => [person.username, person.id]));
  const byName = new Map(people.map((person) => [person.username, person]));
  const withoutPicture = plan.profiles.filter(
    (profile) => !byName.get(profile.username)?.profileImage,
  );
  const distinct = <T>(items: T[]) => [...new Set(items)];
  const [topicArt, eventArt, avatars] = await settleAll([
    images.renderTopicArt(distinct(plan.topics.map((topic) => topic.category))),
    images.renderEventArt(distinct(plan.events.map((event) => event.category))),
    images.avatars(
      withoutPicture.map((profile) => ({
        initials: initialsOf(byName.get(profile.username)!),
        category: profile.category,
      })),
    ),
  ]);
  const avatarOf = new Map(
    withoutPicture.map((profile, index) => [profile.username, avatars[index]]),
  );

  const topicRows = await settleAll(
    plan.topics.map(async (topic) => ({
      userId: idOf.get(topic.username)!,
      url: topic.url,
      title: topic.title,
      category: topic.category,
      description: topic.description,
      outcomes: topic.outcomes,
      audience: topic.audience,
      durationHours: topic.durationHours,
      delivery: topic.delivery,
      languages: topic.languages,
      location: topic.location,
      priceMinor: topic.priceMinor,
      status: topic.status,
      publishedAt: topic.publishedAt,
      createdAt: topic.createdAt,
      updatedAt: topic.publishedAt ?? topic.createdAt,
      images: await settleAll(
        [
          topicArt.get(topic.category),
          topic.secondPicture ? eventArt.get(topic.category) : undefined,
        ]
          .filter((image) => image !== undefined)
          .map((image) => images.shareOf('topic', image)),
      ),
    })),
  );
  const eventRows = await settleAll(
    plan.events.map(async (event) => ({
      userId: idOf.get(event.username)!,
      url: event.url,
      title: event.title,
      description: event.description,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      timeZone: event.timeZone,
      delivery: event.delivery,
      location: event.location,
      onlineUrl: event.onlineUrl,
      capacity: event.capacity,
      priceMinor: event.priceMinor,
      language: event.language,
      status: 'published' as const,
      publishedAt: event.createdAt,
      createdAt: event.createdAt,
      updatedAt: event.createdAt,
      images: [await images.shareOf('event', eventArt.get(event.category)!)],
    })),
  );
  const requirementRows = plan.requirements.map(({ username, ...requirement }) => ({
    ...requirement,
    userId: idOf.get(username)!,
    updatedAt: requirement.status === 'closed' ? now : requirement.createdAt,
  }));
  const profileRows = plan.profiles.map((profile) => ({
    user_id: idOf.get(profile.username)!,
    bio: profile.bio,
    skills: profile.skills,
    spoken_languages: profile.spokenLanguages,
    location: profile.location,
    profile_image: avatarOf.get(profile.username) ?? null,
  }));
  const reviewRows = plan.reviews.map((review) => ({
    topicKey: review.topicKey,
    userId: idOf.get(review.username)!,
    ratingHalves: review.ratingHalves,
    comment: review.comment,
    createdAt: review.createdAt,
  }));
  return { topicRows, eventRows, requirementRows, profileRows, reviewRows };
}

type Rows = Awaited<ReturnType<typeof prepareRows>>;

/** A handful of statements, whatever the size of the catalogue. */
async function writeRows(tx: Transaction, plan: CataloguePlan, rows: Rows): Promise<void> {
  // Fields are filled only where the person left them empty.
  await tx.execute(sql`
    update ${users} as u set
      bio = coalesce(u.bio, p.bio),
      skills = case when jsonb_array_length(u.skills) = 0 then p.skills else u.skills end,
      spoken_languages = case when jsonb_array_length(u.spoken_languages) = 0
        then p.spoken_languages else u.spoken_languages end,
      location = coalesce(u.location, p.location),
      profile_image = coalesce(u.profile_image, p.profile_image)
    from jsonb_to_recordset(${JSON.stringify(rows.profileRows)}::jsonb) as p(
      user_id integer, bio text, skills jsonb, spoken_languages jsonb, location text,
      profile_image jsonb)
    where u.id = p.user_id`);

  const topicIds = await insertRows(tx, topics, rows.topicRows);
  const idOfUrl = new Map(rows.topicRows.map((row, index) => [row.url, topicIds[index]!]));
  const topicIdOf = (key: number | null) =>
    key === null ? null : (idOfUrl.get(plan.topics[key]!.url) ?? null);

  await tx.insert(events).values(
    rows.eventRows.map((event, index) => ({
      ...event,
      topicId: topicIdOf(plan.events[index]!.topicKey),
    })),
  );
  await tx.insert(requirements).values(rows.requirementRows);
  if (rows.reviewRows.length > 0) {
    const reviewRows = rows.reviewRows.map(({ topicKey, ...review }) => ({
      ...review,
      topicKey,
      topicId: topicIdOf(topicKey)!,
    }));
    const topicByKey = new Map(reviewRows.map((review) => [review.topicId, review.topicKey]));
    const bookingIds = await insertReviewBookings(tx, reviewRows, (topicId) => {
      const key = topicByKey.get(topicId)!;
      const topic = plan.topics[key]!;
      return {
        providerId: rows.topicRows[key]!.userId,
        title: topic.title,
        url: topic.url,
        priceMinor: topic.priceMinor,
        durationHours: topic.durationHours,
      };
    });
    // The triggers on reviews (migration 0037) keep every topic's and provider's verified rating
    // in step, once for this one statement.
    await insertRows(
      tx,
      reviews,
      reviewRows.map(({ topicKey, ...review }, index) => ({
        ...review,
        providerId: rows.topicRows[topicKey]!.userId,
        bookingId: bookingIds[index]!,
      })),
    );
  }
}
