import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  deactivateUser,
  insertEvent,
  insertRequirement,
  insertReviews,
  insertTopic,
} from '../../test/catalogue-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Listings {
  status: boolean;
  rating: number;
  reviewCount: number;
  topics: Array<{ topic: string; isFavourite: boolean }>;
  topicsTotal: number;
  events: Array<{ title: string }>;
  requirements: Array<{ title: string }>;
}

const listings = async (fields: Record<string, string | number>, client?: TestClient) =>
  (await (client ?? new TestClient(t.app)).action('profilelistings', fields)).json<Listings>();

describe('profilelistings', () => {
  it("lists a provider's rating, published topics (newest first) and upcoming events", async () => {
    const provider = await createProvider(t.db);
    const first = await insertTopic(t.db, provider.id, {
      title: 'First topic',
      publishedAt: new Date(Date.now() - 60_000),
    });
    await insertReviews(t.db, first.id, [10, 6]);
    const second = await insertTopic(t.db, provider.id, { title: 'Second topic' });
    await insertReviews(t.db, second.id, [7]);
    await insertTopic(t.db, provider.id, { title: 'Draft topic', status: 'draft' });
    await insertEvent(t.db, provider.id, { title: 'Coming event', startsInHours: 5 });
    await insertEvent(t.db, provider.id, { title: 'Past event', startsInHours: -30 });
    await insertEvent(t.db, provider.id, { title: 'Draft event', status: 'draft' });

    const result = await listings({ username: provider.username.toUpperCase() });
    expect(result).toMatchObject({ status: true, rating: 4, reviewCount: 3, topicsTotal: 2 });
    expect(result.topics.map((topic) => topic.topic)).toEqual(['Second topic', 'First topic']);
    expect(result.events.map((event) => event.title)).toEqual(['Coming event']);
    expect(result.requirements).toEqual([]);

    // The same by profile id, as a number or as the digits of /{profileId}.
    expect((await listings({ profileId: provider.id })).topicsTotal).toBe(2);
    expect((await listings({ username: String(provider.id) })).topicsTotal).toBe(2);
  });

  it('caps the topics at 12 and still counts them all', async () => {
    const provider = await createProvider(t.db);
    for (let i = 0; i < 13; i += 1) await insertTopic(t.db, provider.id);
    const result = await listings({ username: provider.username });
    expect(result.topics).toHaveLength(12);
    expect(result.topicsTotal).toBe(13);
  });

  it("lists a seeker's open requirements that they show on the profile", async () => {
    const seeker = await createUser(t.db);
    await insertRequirement(t.db, seeker.id, { title: 'Shown need' });
    await insertRequirement(t.db, seeker.id, { title: 'Private need', showOnProfile: false });
    await insertRequirement(t.db, seeker.id, { title: 'Closed need', status: 'closed' });
    const result = await listings({ username: seeker.username });
    expect(result).toMatchObject({ rating: 0, reviewCount: 0, topics: [], topicsTotal: 0 });
    expect(result.requirements.map((need) => need.title)).toEqual(['Shown need']);
  });

  it("marks the signed-in viewer's favourites", async () => {
    const provider = await createProvider(t.db);
    const topic = await insertTopic(t.db, provider.id);
    const viewer = await createUser(t.db);
    const client = new TestClient(t.app);
    await client.login(viewer.username, viewer.password);
    await client.action('addfavorite', { topicId: topic.id });
    const result = await listings({ username: provider.username }, client);
    expect(result.topics[0]?.isFavourite).toBe(true);
  });

  it('answers profile_not_found for deactivated and unknown users', async () => {
    const provider = await createProvider(t.db);
    await insertTopic(t.db, provider.id);
    await deactivateUser(t.db, provider.id);
    const keys: Array<Record<string, string | number>> = [
      { username: provider.username },
      { profileId: provider.id },
      { username: 'nobody_here' },
    ];
    for (const fields of keys) {
      expect(await listings(fields)).toMatchObject({ status: false, code: 'profile_not_found' });
    }
  });

  it('needs a username or a profile id', async () => {
    const response = await new TestClient(t.app).action('profilelistings');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input' });
  });
});
