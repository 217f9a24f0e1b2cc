import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, topics } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  deactivateUser,
  insertReviews,
  insertTopic,
} from '../../test/catalogue-rows.ts';

let t: TestApp;
let providerId: number;
beforeAll(async () => {
  t = await createTestApp();
  providerId = (await createProvider(t.db)).id;
});
afterAll(() => t.close());

async function signedIn() {
  const user = await createUser(t.db);
  const client = new TestClient(t.app);
  expect((await client.login(user.username, user.password)).json()).toMatchObject({
    status: true,
  });
  return { ...user, client };
}

const favlist = async (client: TestClient, fields: Record<string, number> = {}) =>
  (await client.action('favlist', fields)).json<{
    status: boolean;
    topicDetail: Array<{ id: number; title: string; link: string }>;
    recordsTotal: number;
  }>();

describe('addfavorite and removefavorite', () => {
  it('adds and removes a favourite, each idempotently', async () => {
    const { client } = await signedIn();
    const topic = await insertTopic(t.db, providerId);

    for (let i = 0; i < 2; i += 1) {
      const added = await client.action('addfavorite', { topicId: topic.id });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ status: true, isFavourite: true });
    }
    expect((await favlist(client)).recordsTotal).toBe(1);

    for (let i = 0; i < 2; i += 1) {
      const removed = await client.action('removefavorite', { topicId: topic.id });
      expect(removed.json()).toEqual({ status: true, isFavourite: false });
    }
    expect(await favlist(client)).toEqual({ status: true, topicDetail: [], recordsTotal: 0 });
  });

  it('refuses a draft or an unknown topic with listing_not_found', async () => {
    const { client, id } = await signedIn();
    const draft = await insertTopic(t.db, providerId, { status: 'draft' });
    for (const topicId of [draft.id, 999_999]) {
      const response = await client.action('addfavorite', { topicId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: false, code: 'listing_not_found' });
    }
    const rows = await t.db.select().from(favourites).where(eq(favourites.userId, id));
    expect(rows).toEqual([]);
  });

  it('refuses a topic of a deactivated provider', async () => {
    const { client } = await signedIn();
    const gone = await createProvider(t.db);
    const topic = await insertTopic(t.db, gone.id);
    await deactivateUser(t.db, gone.id);
    expect((await client.action('addfavorite', { topicId: topic.id })).json()).toMatchObject({
      code: 'listing_not_found',
    });
  });

  it('rejects malformed topic ids', async () => {
    const { client } = await signedIn();
    const response = await client.action('addfavorite', { topicId: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input' });
  });

  it('answers 401 to a visitor', async () => {
    const topic = await insertTopic(t.db, providerId);
    const visitor = new TestClient(t.app);
    for (const action of ['addfavorite', 'removefavorite', 'favlist']) {
      const response = await visitor.action(action, { topicId: topic.id });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth_required' });
    }
  });
});

describe('favlist', () => {
  it('pages the newest favourite first, with the contract fields and the total', async () => {
    const { client, id } = await signedIn();
    const created = [];
    for (let i = 0; i < 5; i += 1) {
      created.push(await insertTopic(t.db, providerId, { title: `Favourite course ${i}` }));
    }
    await insertReviews(t.db, created[0]!.id, [9, 8]);
    // Favoured in order 0..4, a minute apart, so the newest favourite is topic 4.
    for (const [index, topic] of created.entries()) {
      await t.db.insert(favourites).values({
        userId: id,
        topicId: topic.id,
        createdAt: new Date(Date.now() - (10 - index) * 60_000),
      });
    }

    const first = await favlist(client, { start: 0, limit: 2 });
    expect(first.recordsTotal).toBe(5);
    expect(first.topicDetail.map((item) => item.title)).toEqual([
      'Favourite course 4',
      'Favourite course 3',
    ]);
    const second = await favlist(client, { start: 2, limit: 2 });
    expect(second.topicDetail.map((item) => item.title)).toEqual([
      'Favourite course 2',
      'Favourite course 1',
    ]);
    const last = await favlist(client, { start: 4, limit: 2 });
    expect(last.topicDetail).toEqual([
      {
        id: created[0]!.id,
        image: null,
        title: 'Favourite course 0',
        rating: 4.5,
        reviewCount: 2,
        link: `/topic/${created[0]!.url}`,
        url: created[0]!.url,
        username: expect.any(String) as string,
        price: 50_000,
        currency: 'EUR',
      },
    ]);
  });

  it('defaults to the first 20 and bounds the limit to 50', async () => {
    const { client, id } = await signedIn();
    for (let i = 0; i < 22; i += 1) {
      const topic = await insertTopic(t.db, providerId);
      await t.db.insert(favourites).values({ userId: id, topicId: topic.id });
    }
    const page = await favlist(client);
    expect(page.topicDetail).toHaveLength(20);
    expect(page.recordsTotal).toBe(22);
    expect((await client.action('favlist', { limit: 51 })).statusCode).toBe(400);
    expect((await client.action('favlist', { limit: 0 })).statusCode).toBe(400);
    expect((await client.action('favlist', { start: -1 })).statusCode).toBe(400);
  });

  it('hides and does not count unpublished topics or those of deactivated providers', async () => {
    const { client } = await signedIn();
    const other = await createProvider(t.db);
    const kept = await insertTopic(t.db, providerId);
    const unpublished = await insertTopic(t.db, providerId);
    const ofGone = await insertTopic(t.db, other.id);
    for (const topic of [kept, unpublished, ofGone]) {
      expect((await client.action('addfavorite', { topicId: topic.id })).json()).toMatchObject({
        status: true,
      });
    }
    await t.db.update(topics).set({ status: 'draft' }).where(eq(topics.id, unpublished.id));
    await deactivateUser(t.db, other.id);

    const page = await favlist(client);
    expect(page.recordsTotal).toBe(1);
    expect(page.topicDetail.map((item) => item.id)).toEqual([kept.id]);

    // A withdrawn topic can still be removed, and comes back when published again.
    await t.db.update(topics).set({ status: 'published' }).where(eq(topics.id, unpublished.id));
    expect((await favlist(client)).recordsTotal).toBe(2);
    expect(
      (await client.action('removefavorite', { topicId: unpublished.id })).json(),
    ).toMatchObject({ status: true, isFavourite: false });
    expect((await favlist(client)).recordsTotal).toBe(1);
  });

  it('lists only the own favourites', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const topic = await insertTopic(t.db, providerId);
    await first.client.action('addfavorite', { topicId: topic.id });
    expect((await favlist(first.client)).recordsTotal).toBe(1);
    expect((await favlist(second.client)).recordsTotal).toBe(0);
  });
});
