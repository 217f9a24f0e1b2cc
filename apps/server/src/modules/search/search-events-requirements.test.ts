import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  deactivateUser,
  insertEvent,
  insertRequirement,
} from '../../test/catalogue-rows.ts';

/** The event and requirement search pages. */
let t: TestApp;
const DAY_HOURS = 24;
/** YYYY-MM-DD of today plus `days` (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const host = await createProvider(t.db);
  await t.db.update(users).set({ username: 'Event_Host' }).where(eq(users.id, host.id));
  const gone = await createProvider(t.db);

  await insertEvent(t.db, host.id, {
    title: 'Walrus meetup tomorrow',
    startsInHours: DAY_HOURS,
    priceMinor: 0,
    delivery: 'online',
    location: null,
  });
  await insertEvent(t.db, host.id, {
    title: 'Walrus conference',
    startsInHours: 10 * DAY_HOURS,
    priceMinor: 30_000,
    delivery: 'in_person',
    location: 'Torino',
  });
  await insertEvent(t.db, host.id, {
    title: 'Walrus summit',
    startsInHours: 40 * DAY_HOURS,
    priceMinor: 12_000,
    delivery: 'in_person',
    location: 'Napoli',
  });
  await insertEvent(t.db, host.id, { title: 'Walrus last year', startsInHours: -300 * DAY_HOURS });
  await insertEvent(t.db, host.id, { title: 'Walrus draft', status: 'draft' });
  await insertEvent(t.db, gone.id, { title: 'Walrus of a gone host' });

  const seeker = await createUser(t.db);
  await t.db.update(users).set({ username: 'Need_Poster' }).where(eq(users.id, seeker.id));
  await insertRequirement(t.db, seeker.id, {
    title: 'Narwhal training for sales',
    category: 'sales',
    budgetMinMinor: 100_000,
    budgetMaxMinor: 300_000,
    deadline: day(30),
    delivery: 'online',
    language: 'en',
    location: 'Genova',
  });
  await insertRequirement(t.db, seeker.id, {
    title: 'Narwhal workshop for finance',
    category: 'finance',
    budgetMinMinor: 50_000,
    deadline: day(5),
    delivery: 'in_person',
    language: 'it',
    location: 'Bari',
  });
  await insertRequirement(t.db, seeker.id, { title: 'Narwhal coaching', category: 'leadership' });
  await insertRequirement(t.db, seeker.id, { title: 'Narwhal closed', status: 'closed' });
  await insertRequirement(t.db, seeker.id, { title: 'Narwhal expired', deadline: '2020-01-01' });
  await insertRequirement(t.db, gone.id, { title: 'Narwhal of a gone seeker' });
  await deactivateUser(t.db, gone.id);
});
afterAll(() => t.close());

const call = async <Reply>(action: string, fields: Record<string, string | number>) => {
  const response = await new TestClient(t.app).action(action, fields);
  return { statusCode: response.statusCode, ...response.json<Reply>() };
};

interface EventReply {
  events: Array<{ title: string }>;
  recordsTotal: number;
}
const events = (fields: Record<string, string | number>) =>
  call<EventReply>('searchevents', fields);
const eventTitles = (reply: EventReply) => reply.events.map((event) => event.title);

interface RequirementReply {
  requirements: Array<{ title: string }>;
  recordsTotal: number;
}
const needs = (fields: Record<string, string | number>) =>
  call<RequirementReply>('searchrequirements', fields);
const needTitles = (reply: RequirementReply) => reply.requirements.map((need) => need.title);

describe('searchevents', () => {
  it('lists upcoming published events, soonest first, without drafts or past ones', async () => {
    const reply = await events({ topic: 'walrus' });
    expect(eventTitles(reply)).toEqual([
      'Walrus meetup tomorrow',
      'Walrus conference',
      'Walrus summit',
    ]);
    expect(reply.recordsTotal).toBe(3);
  });

  it('takes a date range, past days included', async () => {
    expect(eventTitles(await events({ topic: 'walrus', from: day(5), to: day(20) }))).toEqual([
      'Walrus conference',
    ]);
    expect(eventTitles(await events({ topic: 'walrus', from: day(-400), to: day(-1) }))).toEqual([
      'Walrus last year',
    ]);
    expect((await events({ from: day(5), to: day(1) })).statusCode).toBe(400);
    expect((await events({ from: 'tomorrow' })).statusCode).toBe(400);
  });

  it('filters by price, delivery, location and host', async () => {
    expect(eventTitles(await events({ topic: 'walrus', priceMax: 12_000 }))).toEqual([
      'Walrus meetup tomorrow',
      'Walrus summit',
    ]);
    expect(eventTitles(await events({ topic: 'walrus', delivery: 'online' }))).toEqual([
      'Walrus meetup tomorrow',
    ]);
    expect(eventTitles(await events({ location: 'tori' }))).toEqual(['Walrus conference']);
    expect((await events({ username: 'event_host' })).recordsTotal).toBe(3);
    expect((await events({ supplier: 'nobody' })).recordsTotal).toBe(0);
  });

  it('sorts by newest and by price', async () => {
    expect(eventTitles(await events({ topic: 'walrus', sort: 'price_asc' }))).toEqual([
      'Walrus meetup tomorrow',
      'Walrus summit',
      'Walrus conference',
    ]);
    expect(await events({ topic: 'walrus', sort: 'newest' })).toMatchObject({ recordsTotal: 3 });
  });

  it('finds a misspelt word and pages within bounds', async () => {
    expect(eventTitles(await events({ topic: 'walrsu' }))).toContain('Walrus summit');
    expect(eventTitles(await events({ topic: 'walrus', pageSize: 2, page: 2 }))).toEqual([
      'Walrus summit',
    ]);
    expect((await events({ pageSize: 100 })).statusCode).toBe(400);
  });
});

describe('searchrequirements', () => {
  it('lists open requirements of active users, newest first', async () => {
    const reply = await needs({ topic: 'narwhal' });
    expect(needTitles(reply)).toEqual([
      'Narwhal coaching',
      'Narwhal workshop for finance',
      'Narwhal training for sales',
    ]);
  });

  it('lists closed ones (closed or past the deadline) on request', async () => {
    expect(needTitles(await needs({ topic: 'narwhal', status: 'closed' })).sort()).toEqual([
      'Narwhal closed',
      'Narwhal expired',
    ]);
  });

  it('filters by category, delivery, language, location, budget and seeker', async () => {
    expect(needTitles(await needs({ topic: 'narwhal', category: 'finance' }))).toEqual([
      'Narwhal workshop for finance',
    ]);
    expect(needTitles(await needs({ topic: 'narwhal', delivery: 'online' }))).toEqual([
      'Narwhal training for sales',
    ]);
    expect(needTitles(await needs({ language: 'it' }))).toEqual(['Narwhal workshop for finance']);
    expect(needTitles(await needs({ location: 'genov' }))).toEqual(['Narwhal training for sales']);
    // The highest budget (or the only one given) must reach the amount.
    expect(needTitles(await needs({ budgetMin: 60_000 }))).toEqual(['Narwhal training for sales']);
    expect(needTitles(await needs({ budgetMin: 50_000 })).sort()).toEqual([
      'Narwhal training for sales',
      'Narwhal workshop for finance',
    ]);
    expect((await needs({ username: 'NEED_POSTER' })).recordsTotal).toBe(3);
  });

  it('never lists under its poster’s name a requirement they keep off their profile (issue 15)', async () => {
    const poster = await createUser(t.db);
    await insertRequirement(t.db, poster.id, { title: 'Beluga shown on the profile' });
    await insertRequirement(t.db, poster.id, { title: 'Beluga kept off it', showOnProfile: false });
    expect(needTitles(await needs({ username: poster.username }))).toEqual([
      'Beluga shown on the profile',
    ]);
    expect(needTitles(await needs({ supplier: poster.username }))).toEqual([
      'Beluga shown on the profile',
    ]);
    // Still found for what it asks.
    expect(needTitles(await needs({ topic: 'beluga' })).sort()).toEqual([
      'Beluga kept off it',
      'Beluga shown on the profile',
    ]);
  });

  it('sorts by deadline and by budget', async () => {
    expect(needTitles(await needs({ topic: 'narwhal', sort: 'deadline' }))).toEqual([
      'Narwhal workshop for finance',
      'Narwhal training for sales',
      'Narwhal coaching',
    ]);
    expect(needTitles(await needs({ topic: 'narwhal', sort: 'budget_desc' }))).toEqual([
      'Narwhal training for sales',
      'Narwhal workshop for finance',
      'Narwhal coaching',
    ]);
  });

  it('refuses unknown values', async () => {
    expect((await needs({ status: 'archived' })).statusCode).toBe(400);
    expect((await needs({ category: 'astrology' })).statusCode).toBe(400);
    expect((await needs({ budgetMin: -1 })).statusCode).toBe(400);
  });
});
