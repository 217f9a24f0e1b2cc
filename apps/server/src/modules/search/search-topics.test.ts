import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, users } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  deactivateUser,
  insertReviews,
  insertTopic,
} from '../../test/catalogue-rows.ts';

/** The topic search page: text, filters, sorts, paging and the category facet. */
let t: TestApp;
let anna = { id: 0, username: '', password: '' };
const ids: Record<string, number> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  anna = await createProvider(t.db);
  await t.db
    .update(users)
    .set({ username: 'Anna_Trainer', firstName: 'Anna', lastName: 'Quercia' })
    .where(eq(users.id, anna.id));
  anna.username = 'Anna_Trainer';
  const bruno = await createProvider(t.db);
  const gone = await createProvider(t.db);
  const at = (days: number) => new Date(Date.now() - days * DAY);

  // Five "Zephyr" topics (the word is nowhere else) with every filterable field varied.
  ids.cheap = (
    await insertTopic(t.db, anna.id, {
      title: 'Zephyr basics',
      category: 'sales',
      priceMinor: 10_000,
      delivery: 'online',
      languages: ['en'],
      location: 'Milano',
      publishedAt: at(5),
    })
  ).id;
  ids.middle = (
    await insertTopic(t.db, anna.id, {
      title: 'Advanced selling with Zephyr',
      category: 'sales',
      priceMinor: 50_000,
      delivery: 'in_person',
      languages: ['it'],
      location: 'Roma',
      publishedAt: at(3),
    })
  ).id;
  ids.dear = (
    await insertTopic(t.db, bruno.id, {
      title: 'Zephyr for finance teams',
      category: 'finance',
      priceMinor: 90_000,
      delivery: 'blended',
      languages: ['it', 'en'],
      location: 'Mil_no 100%',
      publishedAt: at(1),
    })
  ).id;
  ids.rated = (
    await insertTopic(t.db, bruno.id, {
      title: 'Leading people',
      description: '<p>We use the zephyr method.</p>',
      category: 'leadership',
      priceMinor: 30_000,
      publishedAt: at(10),
    })
  ).id;
  await insertReviews(t.db, ids.rated, [10, 10]);
  await insertReviews(t.db, ids.middle, [8]);
  await insertTopic(t.db, anna.id, { title: 'Zephyr draft', status: 'draft' });
  await insertTopic(t.db, gone.id, { title: 'Zephyr of a gone provider' });
  await deactivateUser(t.db, gone.id);
  // Eight more for paging.
  for (let index = 0; index < 8; index += 1) {
    await insertTopic(t.db, bruno.id, {
      title: `Quokka workshop ${index}`,
      publishedAt: at(index),
    });
  }
});
afterAll(() => t.close());

interface Reply {
  status: boolean;
  topics: Array<{ id: number; topic: string; isFavourite: boolean; username: string }>;
  recordsTotal: number;
  categories: Array<{ category: string; count: number }>;
}

const searchAs = async (client: TestClient, fields: Record<string, string | number>) => {
  const response = await client.action('searchtopics', fields);
  return { statusCode: response.statusCode, ...response.json<Reply>() };
};
const search = (fields: Record<string, string | number>) => searchAs(new TestClient(t.app), fields);
const titles = (reply: Reply) => reply.topics.map((topic) => topic.topic);

describe('searchtopics', () => {
  it('finds listed topics by text, title matches first, with the total and the facets', async () => {
    const reply = await search({ topic: 'zephyr' });
    expect(reply.recordsTotal).toBe(4);
    expect(titles(reply).slice(0, 3).sort()).toEqual([
      'Advanced selling with Zephyr',
      'Zephyr basics',
      'Zephyr for finance teams',
    ]);
    // Mentioned in the description only: last.
    expect(titles(reply)[3]).toBe('Leading people');
    expect(reply.categories).toEqual([
      { category: 'sales', count: 2 },
      { category: 'finance', count: 1 },
      { category: 'leadership', count: 1 },
    ]);
  });

  it('forgives a misspelt text', async () => {
    expect(titles(await search({ topic: 'zephir' }))).toContain('Zephyr basics');
  });

  it('counts the categories without the category filter, and filters by it', async () => {
    const reply = await search({ topic: 'zephyr', category: 'sales' });
    expect(reply.recordsTotal).toBe(2);
    expect(titles(reply).sort()).toEqual(['Advanced selling with Zephyr', 'Zephyr basics']);
    expect(reply.categories.map((entry) => entry.count)).toEqual([2, 1, 1]);
  });

  it('filters by price range, delivery, language and location', async () => {
    const byPrice = await search({ topic: 'zephyr', priceMin: 20_000, priceMax: 60_000 });
    expect(titles(byPrice).sort()).toEqual(['Advanced selling with Zephyr', 'Leading people']);
    expect(titles(await search({ topic: 'zephyr', delivery: 'blended' }))).toEqual([
      'Zephyr for finance teams',
    ]);
    const english = await search({ topic: 'zephyr', language: 'en' });
    expect(titles(english).sort()).toEqual(['Zephyr basics', 'Zephyr for finance teams']);
    expect(titles(await search({ topic: 'zephyr', location: 'rom' }))).toEqual([
      'Advanced selling with Zephyr',
    ]);
  });

  it('treats LIKE wildcards in the location and the supplier literally', async () => {
    expect(titles(await search({ location: 'Mil_no' }))).toEqual(['Zephyr for finance teams']);
    expect(titles(await search({ location: '100%' }))).toEqual(['Zephyr for finance teams']);
    expect((await search({ location: '%' })).recordsTotal).toBe(1);
    expect((await search({ supplier: 'a_t' })).recordsTotal).toBe(2);
  });

  it('filters by exact username (any case) and by supplier name', async () => {
    const byUsername = await search({ username: 'anna_trainer' });
    expect(titles(byUsername).sort()).toEqual(['Advanced selling with Zephyr', 'Zephyr basics']);
    expect((await search({ username: 'anna' })).recordsTotal).toBe(0);
    expect((await search({ supplier: 'querc' })).recordsTotal).toBe(2);
  });

  it('sorts by newest (default without text), price both ways and rating', async () => {
    const zephyrs = { location: 'o' };
    expect(titles(await search(zephyrs))).toEqual([
      'Zephyr for finance teams',
      'Advanced selling with Zephyr',
      'Zephyr basics',
    ]);
    expect(titles(await search({ ...zephyrs, sort: 'price_asc' }))[0]).toBe('Zephyr basics');
    expect(titles(await search({ ...zephyrs, sort: 'price_desc' }))[0]).toBe(
      'Zephyr for finance teams',
    );
    expect(titles(await search({ topic: 'zephyr', sort: 'rating' })).slice(0, 2)).toEqual([
      'Leading people',
      'Advanced selling with Zephyr',
    ]);
  });

  it('pages with a bounded page size', async () => {
    const first = await search({ topic: 'quokka', pageSize: 3 });
    const third = await search({ topic: 'quokka', pageSize: 3, page: 3 });
    expect(first.recordsTotal).toBe(8);
    expect(first.topics).toHaveLength(3);
    expect(third.topics).toHaveLength(2);
    expect(new Set([...titles(first), ...titles(third)]).size).toBe(5);
    expect((await search({ topic: 'quokka', page: 9 })).topics).toEqual([]);
    expect((await search({ pageSize: 51 })).statusCode).toBe(400);
    expect((await search({ page: 0 })).statusCode).toBe(400);
    expect((await search({ sort: 'cheapest' })).statusCode).toBe(400);
  });

  it('leaves out drafts and the topics of deactivated providers', async () => {
    const all = titles(await search({ topic: 'zephyr', pageSize: 50 }));
    expect(all).not.toContain('Zephyr draft');
    expect(all).not.toContain('Zephyr of a gone provider');
    expect((await search({ topic: '%%%' })).recordsTotal).toBe(0);
  });

  it('marks the favourites of a signed-in viewer', async () => {
    const client = new TestClient(t.app);
    expect((await client.login(anna.username, anna.password)).json()).toMatchObject({
      status: true,
    });
    await t.db.insert(favourites).values({ userId: anna.id, topicId: ids.dear! });
    const reply = await searchAs(client, { topic: 'zephyr' });
    const favourite = reply.topics.filter((topic) => topic.isFavourite);
    expect(favourite.map((topic) => topic.id)).toEqual([ids.dear]);
    const visitor = await search({ topic: 'zephyr' });
    expect(visitor.topics.every((topic) => !topic.isFavourite)).toBe(true);
  });
});
