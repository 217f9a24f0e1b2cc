import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogueLimits, categories } from '@app/contracts/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../lib/html.ts';
import { keyOfImageUrl, uploadsFolder } from '../../lib/images.ts';
import { testPasswords } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { mayReviewNow } from '../../modules/reviews/index.ts';
import {
  bookings,
  events,
  quotes,
  requirements,
  reviews,
  topics,
  trainingThanks,
  users,
} from '../schema.ts';
import { demoAccounts, seedDemoAccounts, seedDemoData } from '../seed.ts';
import { seedDemoCatalogue } from './catalogue-seed.ts';
import { folderStorageOf } from '../../lib/storage.ts';

let database: TestDatabase;
let db: Database;
let dataDir: string;
const now = new Date();

/** Every file under DATA_DIR/uploads, as paths relative to it. */
function uploadedFiles(folder: string): string[] {
  const root = uploadsFolder(folder);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile());
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-catalogue-'));
  await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
}, 180_000);

afterAll(async () => {
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo catalogue', () => {
  it('has the promised size: topics in every category, providers, events, requirements, reviews', async () => {
    const published = await db.select().from(topics).where(eq(topics.status, 'published'));
    expect(published.length).toBeGreaterThanOrEqual(200);
    expect(new Set(published.map((topic) => topic.category))).toEqual(new Set(categories));
    const drafts = await db.select().from(topics).where(eq(topics.status, 'draft'));
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((topic) => topic.publishedAt === null)).toBe(true);

    const owners = await db
      .selectDistinct({ id: users.id, serviceType: users.serviceType })
      .from(topics)
      .innerJoin(users, eq(users.id, topics.userId))
      .where(eq(topics.status, 'published'));
    expect(owners.length).toBeGreaterThanOrEqual(40);
    expect(owners.every((owner) => owner.serviceType === 'provider')).toBe(true);

    expect(await db.$count(events)).toBe(30);
    expect(await db.$count(requirements)).toBe(40);
    const reviewCount = await db.$count(reviews);
    expect(reviewCount).toBeGreaterThanOrEqual(600);
    expect(reviewCount).toBeLessThanOrEqual(900);
  });

  it('keeps the demo accounts’ roles and gives them something to show', async () => {
    const accounts = await db
      .select({ id: users.id, username: users.username, serviceType: users.serviceType })
      .from(users);
    const byName = new Map(accounts.map((account) => [account.username, account]));
    for (const account of demoAccounts) {
      expect(byName.get(account.username)?.serviceType).toBe(account.serviceType ?? 'seeker');
    }
    const giulia = byName.get('giulia_bianchi')!;
    const own = await db.select().from(topics).where(eq(topics.userId, giulia.id));
    expect(own.filter((topic) => topic.status === 'published').length).toBeGreaterThanOrEqual(3);
    expect(own.some((topic) => topic.status === 'draft')).toBe(true);
    const [profile] = await db.select().from(users).where(eq(users.id, giulia.id));
    expect(profile?.bio).toBeTruthy();
    expect(profile?.skills.length).toBeGreaterThan(0);
    expect(profile?.profileImage?.thumb90).toMatch(/^\/uploads\/profile\//);

    for (const seeker of ['mario_rossi', 'acme_admin', 'pmi_admin']) {
      const asked = await db
        .select()
        .from(requirements)
        .where(eq(requirements.userId, byName.get(seeker)!.id));
      expect(asked.length, seeker).toBeGreaterThan(0);
    }
  });

  it('gives every trainer a name, a photo, a bio and skills (the trainer profile)', async () => {
    const trainers = await db.select().from(users).where(eq(users.serviceType, 'provider'));
    expect(trainers.length).toBeGreaterThanOrEqual(40);
    for (const trainer of trainers) {
      expect(trainer.firstName?.trim() && trainer.lastName?.trim(), trainer.username).toBeTruthy();
      expect(trainer.bio, trainer.username).toBeTruthy();
      expect(trainer.skills.length, trainer.username).toBeGreaterThan(0);
      expect(trainer.profileImage?.thumb90, trainer.username).toMatch(/^\/uploads\/profile\//);
    }
  });

  it('writes texts within the form limits, mostly Italian with a good share of English', async () => {
    const all = await db.select().from(topics);
    for (const topic of all) {
      expect(topic.title.length).toBeGreaterThanOrEqual(catalogueLimits.titleMin);
      expect(topic.title.length).toBeLessThanOrEqual(catalogueLimits.titleMax);
      expect(topic.outcomes.length).toBeGreaterThanOrEqual(3);
      expect(topic.outcomes.length).toBeLessThanOrEqual(6);
      for (const outcome of topic.outcomes) {
        expect(outcome.length).toBeLessThanOrEqual(catalogueLimits.outcomeMax);
      }
      expect(topic.audience!.length).toBeLessThanOrEqual(catalogueLimits.audienceMax);
      expect(topic.priceMinor).toBeGreaterThanOrEqual(29_000);
      expect(topic.priceMinor).toBeLessThanOrEqual(240_000);
      expect(topic.currency).toBe('EUR');
      expect(topic.durationHours).toBeGreaterThan(0);
      // Already in the shape the server stores: sanitising changes nothing.
      expect(sanitizeRichText(topic.description)).toBe(topic.description);
      expect(topic.description).toMatch(/^<h2>.+<\/h2><p>.+<ul><li>/);
      expect(topic.location === null).toBe(topic.delivery === 'online');
    }
    const english = all.filter((topic) => topic.languages[0] === 'en').length;
    expect(english / all.length).toBeGreaterThan(0.2);
    expect(english / all.length).toBeLessThan(0.5);
    for (const event of await db.select().from(events)) {
      expect(event.title.length).toBeLessThanOrEqual(catalogueLimits.titleMax);
      expect(sanitizeRichText(event.description)).toBe(event.description);
    }
  });

  it('has ratings from 1 to 5 kept by the trigger, one review per person and topic', async () => {
    const rated = await db
      .select({
        id: topics.id,
        userId: topics.userId,
        average: topics.ratingAverage,
        count: topics.reviewCount,
        // Qualified by hand: inside a subquery drizzle leaves column names bare.
        reviews: sql<number>`(select count(*)::int from reviews as r where r.topic_id = topics.id)`,
      })
      .from(topics);
    for (const topic of rated) {
      expect(topic.count).toBe(topic.reviews);
      if (topic.count > 0) {
        expect(topic.average).toBeGreaterThanOrEqual(1);
        expect(topic.average).toBeLessThanOrEqual(5);
      }
    }
    expect(rated.filter((topic) => topic.count > 0).length).toBeGreaterThan(150);
    const all = await db.select().from(reviews);
    const owners = new Map(rated.map((topic) => [topic.id, topic.userId]));
    expect(all.every((review) => owners.get(review.topicId!) !== review.userId)).toBe(true);
    expect(all.every((review) => review.bookingId !== null)).toBe(true);
    expect(new Set(all.map((review) => `${review.topicId}/${review.userId}`)).size).toBe(
      all.length,
    );
    const high = all.filter((review) => review.ratingHalves >= 7).length;
    expect(high / all.length).toBeGreaterThan(0.7);
    expect(all.every((review) => review.createdAt <= new Date())).toBe(true);
  });

  it('stores every picture on disk, one file set per listing, and links nothing external', async () => {
    const topicImages = (await db.select({ images: topics.images }).from(topics)).flatMap(
      (row) => row.images,
    );
    const eventImages = (await db.select({ images: events.images }).from(events)).flatMap(
      (row) => row.images,
    );
    const profiles = (await db.select({ image: users.profileImage }).from(users)).flatMap((row) =>
      row.image ? [row.image] : [],
    );
    expect(topicImages.length).toBeGreaterThanOrEqual(200);
    expect(eventImages).toHaveLength(30);
    expect(profiles.length).toBeGreaterThanOrEqual(40);
    const urls = [
      ...topicImages.flatMap((image) => [image.large, image.card, image.thumb]),
      ...eventImages.flatMap((image) => [image.large, image.card, image.thumb]),
      ...profiles.flatMap((image) => [image.original, image.thumb90]),
    ];
    for (const url of urls) {
      const key = keyOfImageUrl(url);
      expect(key, url).not.toBeNull();
      expect(fs.existsSync(path.join(uploadsFolder(dataDir), key!)), url).toBe(true);
    }
    // Deleting one listing's pictures must never break another's.
    expect(new Set(urls).size).toBe(urls.length);
    expect(uploadedFiles(dataDir)).toHaveLength(urls.length);

    const texts = await db
      .select({ text: sql<string>`${topics.description} || ${topics.audience}` })
      .from(topics);
    const eventTexts = await db.select({ text: events.description }).from(events);
    const asks = await db.select({ text: requirements.description }).from(requirements);
    for (const { text } of [...texts, ...eventTexts, ...asks]) {
      expect(text).not.toMatch(/https?:|<img|lorem/i);
    }
    for (const event of await db.select().from(events)) {
      if (event.delivery === 'online') {
        expect(event.onlineUrl).toMatch(/^https:\/\/meet\.example\.com\//);
        expect(event.location).toBeNull();
      } else {
        expect(event.location).toBeTruthy();
        expect(event.onlineUrl).toBeNull();
      }
    }
  });

  it('gives unique, readable slugs', async () => {
    for (const table of [topics, events, requirements]) {
      const rows = await db.select({ url: table.url }).from(table);
      expect(new Set(rows.map((row) => row.url.toLowerCase())).size).toBe(rows.length);
      for (const row of rows) expect(row.url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('dates events mostly ahead, requirements with future deadlines while open', async () => {
    const all = await db.select().from(events);
    const upcoming = all.filter((event) => event.startsAt > now);
    expect(upcoming.length).toBeGreaterThanOrEqual(20);
    expect(upcoming.length).toBeLessThan(all.length);
    expect(all.every((event) => event.endsAt > event.startsAt)).toBe(true);
    expect(all.every((event) => event.startsAt.getTime() < now.getTime() + 130 * 86_400_000)).toBe(
      true,
    );
    const zones = new Set(all.map((event) => event.timeZone));
    expect(zones.has('Europe/Rome')).toBe(true);
    expect(zones.size).toBeGreaterThan(1);
    const linked = await db
      .select({ eventOwner: events.userId, topicOwner: topics.userId, status: topics.status })
      .from(events)
      .innerJoin(topics, eq(topics.id, events.topicId));
    expect(linked.length).toBeGreaterThanOrEqual(15);
    expect(
      linked.every((row) => row.eventOwner === row.topicOwner && row.status === 'published'),
    ).toBe(true);

    const asks = await db.select().from(requirements);
    const today = now.toISOString().slice(0, 10);
    const open = asks.filter((ask) => ask.status === 'open');
    expect(open.length).toBeGreaterThan(asks.length / 2);
    expect(asks.some((ask) => ask.status === 'closed')).toBe(true);
    expect(open.every((ask) => ask.deadline! > today)).toBe(true);
    for (const ask of asks) {
      if (ask.budgetMinMinor !== null)
        expect(ask.budgetMaxMinor!).toBeGreaterThan(ask.budgetMinMinor);
      expect(ask.preferredStart! <= ask.preferredEnd!).toBe(true);
      expect(ask.participants).toBeGreaterThan(0);
    }
  });

  it('is seeded once: a second start adds nothing', async () => {
    const before = { topics: await db.$count(topics), files: uploadedFiles(dataDir).length };
    await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
    expect(await db.$count(topics)).toBe(before.topics);
    expect(await db.$count(events)).toBe(30);
    expect(uploadedFiles(dataDir)).toHaveLength(before.files);
  });
});

describe('demo bookings', () => {
  const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

  it('gives each demo account bookings to show, each with its people and history', async () => {
    const rows = rowsOf<{ buyer: string; provider: string; kind: string; state: string }>(
      await db.execute(sql`
        select u.username as buyer, p.username as provider, b.kind, b.state
        from bookings b join users u on u.id = b.buyer_id join users p on p.id = b.provider_id`),
    );
    const has = (buyer: string | null, provider: string | null, kind: string, state: string) =>
      rows.some(
        (row) =>
          (buyer === null || row.buyer === buyer) &&
          (provider === null || row.provider === provider) &&
          row.kind === kind &&
          row.state === state,
      );
    expect(has('mario_rossi', 'giulia_bianchi', 'topic', 'accepted')).toBe(true);
    expect(has('mario_rossi', 'giulia_bianchi', 'topic', 'completed')).toBe(true);
    expect(
      rows.filter((row) => row.provider === 'giulia_bianchi' && row.state === 'requested').length,
    ).toBeGreaterThanOrEqual(2);
    expect(has(null, 'giulia_bianchi', 'event', 'waitlisted')).toBe(true);
    expect(has('acme_admin', null, 'topic', 'requested')).toBe(true);
    expect(has('acme_admin', null, 'event', 'booked')).toBe(true);
    const incomplete = rowsOf(
      await db.execute(sql`
        select b.id from bookings b
        where not exists (select 1 from booking_participants p where p.booking_id = b.id)
           or not exists (select 1 from state_transitions s
                          where s.machine in ('topic_booking', 'seat_booking') and s.record_id = b.id)`),
    );
    expect(incomplete).toEqual([]);
    const counters = rowsOf<{ seats_taken: number; booked: number; capacity: number | null }>(
      await db.execute(sql`
        select e.seats_taken, e.capacity,
          (select coalesce(sum(participants), 0)::int from bookings
           where event_id = e.id and state = 'booked') as booked
        from events e where e.id in (select event_id from bookings)`),
    );
    for (const counter of counters) expect(counter.seats_taken).toBe(counter.booked);
    expect(counters.some((counter) => counter.seats_taken === counter.capacity)).toBe(true);
    const before = rows.length;
    const thanksBefore = await db.$count(trainingThanks);
    await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
    expect(await db.$count(bookings)).toBe(before);
    expect(await db.$count(trainingThanks)).toBe(thanksBefore);
  });

  it('shows the loop after the event: seats to close, a thank-you sent, a training to review', async () => {
    const [giulia] = await db.select().from(users).where(eq(users.username, 'giulia_bianchi'));
    const [mario] = await db.select().from(users).where(eq(users.username, 'mario_rossi'));
    // An event of giulia's that ended a few days ago, its seats booked and attendance unrecorded.
    const toClose = rowsOf<{ event_id: number; seats: number; recorded: number }>(
      await db.execute(sql`
        select b.event_id, count(*)::int as seats,
          count(p.attendance)::int as recorded
        from bookings b join booking_participants p on p.booking_id = b.id
        where b.provider_id = ${giulia!.id} and b.kind = 'event' and b.state = 'booked'
          and b.ends_at < now() and b.ends_at > now() - interval '30 days'
        group by b.event_id`),
    );
    expect(toClose).toHaveLength(1);
    expect(toClose[0]!.seats).toBeGreaterThanOrEqual(3);
    expect(toClose[0]!.recorded).toBe(0);
    // A completed topic booking of hers with a thank-you and materials, which mario may review.
    const thanked = rowsOf<{ booking_id: number; buyer_id: number; materials: unknown[] }>(
      await db.execute(sql`
        select t.booking_id, b.buyer_id, t.materials from training_thanks t
        join bookings b on b.id = t.booking_id
        where t.provider_id = ${giulia!.id} and b.state = 'completed'`),
    );
    expect(thanked).toHaveLength(1);
    expect(thanked[0]!.buyer_id).toBe(mario!.id);
    expect(thanked[0]!.materials.length).toBeGreaterThan(0);
    const reviewable = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(mayReviewNow(mario!.id, new Date()));
    expect(reviewable.map((row) => row.id)).toContain(thanked[0]!.booking_id);
  });
});

describe('demo quotes', () => {
  it('gives a requirement of mario_rossi three quotes from different providers to compare', async () => {
    const rows = (
      (await db.execute(sql`
        select q.requirement_id, q.provider_id, q.state, r.status
        from quotes q join requirements r on r.id = q.requirement_id
        join users u on u.id = r.user_id where u.username = 'mario_rossi'`)) as {
        rows: { requirement_id: number; provider_id: number; state: string; status: string }[];
      }
    ).rows;
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.requirement_id)).size).toBe(1);
    expect(new Set(rows.map((row) => row.provider_id)).size).toBe(3);
    expect(rows.every((row) => row.status === 'open')).toBe(true);
    expect(rows.some((row) => row.state === 'shortlisted')).toBe(true);
    await seedDemoData(db, testPasswords, folderStorageOf(dataDir));
    expect(await db.$count(quotes)).toBe(3);
  });
});

describe('demo catalogue failing half-way', () => {
  it('writes no rows and leaves no pictures behind', async () => {
    const other = await createTestDatabase();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-catalogue-fail-'));
    try {
      const { db: otherDb } = other.handle;
      await seedDemoAccounts(otherDb, testPasswords);
      // The last statement of the seed fails: everything before it must be undone.
      await otherDb.execute(sql`
        create function refuse_review() returns trigger language plpgsql as $$
        begin raise exception 'no reviews today'; end; $$`);
      await otherDb.execute(sql`
        create trigger refuse_review before insert on reviews
        for each statement execute function refuse_review()`);
      // With two people only a few pictures are rendered.
      await expect(
        seedDemoCatalogue(otherDb, folderStorageOf(folder), ['giulia_bianchi', 'mario_rossi']),
      ).rejects.toThrow();
      expect(await otherDb.$count(topics)).toBe(0);
      expect(await otherDb.$count(events)).toBe(0);
      const [giulia] = await otherDb
        .select()
        .from(users)
        .where(eq(users.username, 'giulia_bianchi'));
      expect(giulia?.bio).toBeNull();
      expect(uploadedFiles(folder)).toEqual([]);
    } finally {
      await other.drop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
