import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  deactivateUser,
  insertEvent,
  insertRequirement,
  insertReviews,
  insertTopic,
} from '../../test/catalogue-rows.ts';

/** One database for the file, filled once: the home page lists everything in it. */
let t: TestApp;
const ids: Record<string, number> = {};
let star = { id: 0, username: '' };

beforeAll(async () => {
  t = await createTestApp();
  star = await createProvider(t.db);
  await t.db
    .update(users)
    .set({ firstName: 'Giulia', lastName: 'Verdi', headline: 'Leadership coach' })
    .where(eq(users.id, star.id));
  const plain = await createProvider(t.db);
  const gone = await createProvider(t.db);

  // Top rated goes by the stars shown: 5★ from two reviews before 4★ from three, then the unrated
  // by date.
  ids.best = (await insertTopic(t.db, star.id, { title: 'Best topic', category: 'sales' })).id;
  await insertReviews(t.db, ids.best, [8, 8, 8]);
  ids.second = (await insertTopic(t.db, star.id, { title: 'Second topic', category: 'sales' })).id;
  await insertReviews(t.db, ids.second, [10, 10]);
  ids.older = (
    await insertTopic(t.db, plain.id, {
      title: 'Older unrated',
      category: 'finance',
      publishedAt: new Date(Date.now() - 86_400_000),
    })
  ).id;
  ids.newer = (await insertTopic(t.db, plain.id, { title: 'Newer unrated', category: 'sales' })).id;
  await insertTopic(t.db, plain.id, { title: 'A draft', status: 'draft', category: 'design' });
  const hidden = await insertTopic(t.db, gone.id, {
    title: 'Of a gone provider',
    category: 'cloud',
  });
  await insertReviews(t.db, hidden.id, [10, 10, 10, 10]);

  await insertEvent(t.db, plain.id, { title: 'Later event', startsInHours: 72 });
  await insertEvent(t.db, plain.id, { title: 'Sooner event', startsInHours: 24 });
  await insertEvent(t.db, plain.id, { title: 'Past event', startsInHours: -48 });
  await insertEvent(t.db, plain.id, { title: 'Draft event', status: 'draft' });
  await insertEvent(t.db, gone.id, { title: 'Gone event' });

  const seeker = await createUser(t.db);
  await insertRequirement(t.db, seeker.id, { title: 'Open need' });
  await insertRequirement(t.db, seeker.id, { title: 'Closed need', status: 'closed' });
  await insertRequirement(t.db, seeker.id, { title: 'Expired need', deadline: '2020-01-01' });
  await insertRequirement(t.db, gone.id, { title: 'Gone need' });

  await deactivateUser(t.db, gone.id);
});
afterAll(() => t.close());

interface Homepage {
  categories: Array<{ category: string; count: number }>;
  popularTopics: Array<{
    id: number;
    topic: string;
    isFavourite: boolean;
    ratingCount: number;
    reviewCount: number;
  }>;
  featuredTrainers: Array<{ username: string; name: string; rating: number; topicCount: number }>;
  upcomingEvents: Array<{ title: string }>;
  openRequirements: Array<{ title: string }>;
  totals: Record<string, number>;
  setup: Record<string, unknown> | null;
}

const homepage = async (client = new TestClient(t.app)) => {
  const response = await client.action('homepage');
  expect(response.statusCode).toBe(200);
  return response.json<Homepage>();
};

describe('homepage', () => {
  it('lists listed categories by count', async () => {
    const page = await homepage();
    expect(page.categories).toEqual([
      { category: 'sales', count: 3 },
      { category: 'finance', count: 1 },
    ]);
  });

  it('orders top-rated topics by the stars they show, not by stars × reviews', async () => {
    const page = await homepage();
    expect(page.popularTopics.map((topic) => topic.topic)).toEqual([
      'Second topic',
      'Best topic',
      'Newer unrated',
      'Older unrated',
    ]);
    expect(page.popularTopics[0]).toMatchObject({ ratingCount: 5, isFavourite: false });
    expect(page.popularTopics[1]).toMatchObject({ ratingCount: 4, reviewCount: 3 });
  });

  it('features active providers with published topics, best rated first', async () => {
    const page = await homepage();
    expect(page.featuredTrainers).toHaveLength(2);
    expect(page.featuredTrainers[0]).toMatchObject({
      username: star.username,
      name: 'Giulia Verdi',
      rating: 4.5,
      topicCount: 2,
    });
  });

  it('shows upcoming published events soonest first and open requirements', async () => {
    const page = await homepage();
    expect(page.upcomingEvents.map((event) => event.title)).toEqual([
      'Sooner event',
      'Later event',
    ]);
    expect(page.openRequirements.map((need) => need.title)).toEqual(['Open need']);
    expect(page.totals).toEqual({ topics: 4, providers: 2, events: 2, requirements: 1 });
    expect(page.setup).toBeNull();
  });

  it("tells a signed-in viewer's trainer-setup progress", async () => {
    const user = await createProvider(t.db);
    const client = new TestClient(t.app);
    await client.login(user.username, user.password);
    expect((await homepage(client)).setup).toEqual({
      isProvider: true,
      profileFilled: false,
      topics: 0,
      publishedTopics: 0,
    });
    // Name and bio alone are not the trainer profile yet: what they teach is part of it.
    await t.db
      .update(users)
      .set({ firstName: 'Ada', lastName: 'Rossi', bio: 'About me' })
      .where(eq(users.id, user.id));
    expect((await homepage(client)).setup).toMatchObject({ profileFilled: false });
    await t.db
      .update(users)
      .set({ skills: ['Excel'] })
      .where(eq(users.id, user.id));
    await insertTopic(t.db, user.id, { status: 'draft' });
    expect((await homepage(client)).setup).toEqual({
      isProvider: true,
      profileFilled: true,
      topics: 1,
      publishedTopics: 0,
    });
  });

  it("marks a signed-in viewer's favourites", async () => {
    const user = await createUser(t.db);
    const client = new TestClient(t.app);
    await client.login(user.username, user.password);
    await client.action('addfavorite', { topicId: ids.second! });
    const page = await homepage(client);
    const marked = page.popularTopics.filter((topic) => topic.isFavourite).map((it) => it.id);
    expect(marked).toEqual([ids.second]);
  });
});

describe('top-rated topics', () => {
  // Added after the tests above, which count the topics of the file's first provider.
  beforeAll(async () => {
    const rated = await createProvider(t.db);
    const add = async (title: string, halves: number[]) => {
      const topic = await insertTopic(t.db, rated.id, { title, category: 'design' });
      await insertReviews(t.db, topic.id, halves);
    };
    await add('Five stars from five', [10, 10, 10, 10, 9]); // 4.9: the card shows 5
    await add('Rounded up', [9, 8]); // 4.25: the card shows 4.5, as Math.round does
    await add('Four stars from four', [8, 8, 8, 8]);
  });

  it('ranks by the stars shown, then by how many reviews give them, the unrated last', async () => {
    const page = await homepage();
    expect(
      page.popularTopics.map((topic) => [topic.topic, topic.ratingCount, topic.reviewCount]),
    ).toEqual([
      ['Five stars from five', 5, 5],
      ['Second topic', 5, 2],
      ['Rounded up', 4.5, 2],
      ['Four stars from four', 4, 4],
      ['Best topic', 4, 3],
      ['Newer unrated', 0, 0],
      ['Older unrated', 0, 0],
    ]);
  });
});
