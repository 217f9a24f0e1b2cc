import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import {
  detail,
  fieldErrors,
  form,
  nextYear,
  post,
  signedIn as signedInTo,
  type Fields,
} from './requirement-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = () => signedInTo(t);

describe('addrequirement', () => {
  it('posts an open requirement with every field and answers its id and url', async () => {
    const { client, username, id: userId } = await signedIn();
    await t.db
      .update(users)
      .set({ firstName: 'Carla', lastName: 'Neri' })
      .where(eq(users.id, userId));
    const created = await post(client, {
      title: 'Corso di Excel avanzato per il team',
      participants: '12',
      preferredStart: `${nextYear}-03-01`,
      preferredEnd: `${nextYear}-03-31`,
      delivery: 'blended',
      location: ' Milano ',
      language: 'it',
      budgetMin: '100000',
      budgetMax: '250050',
      currency: 'CHF',
      deadline: `${nextYear}-02-15`,
      showOnProfile: 'false',
    });
    expect(created.url).toBe('corso-di-excel-avanzato-per-il-team');
    expect(Number.isInteger(created.id)).toBe(true);

    const response = await detail(client, { id: created.id });
    expect(response.statusCode).toBe(200);
    const { requirement } = response.json<{ requirement: Record<string, unknown> }>();
    const { createdAt, ...rest } = requirement;
    expect(Date.now() - Date.parse(createdAt as string)).toBeLessThan(60_000);
    expect(rest).toEqual({
      id: created.id,
      url: created.url,
      title: 'Corso di Excel avanzato per il team',
      description: 'Pivot tables and charts.\nTwo half days.',
      category: 'office-tools',
      participants: 12,
      preferredStart: `${nextYear}-03-01`,
      preferredEnd: `${nextYear}-03-31`,
      delivery: 'blended',
      location: 'Milano',
      language: 'it',
      budgetMin: 100000,
      budgetMax: 250050,
      currency: 'CHF',
      deadline: `${nextYear}-02-15`,
      status: 'open',
      showOnProfile: false,
      isOwner: true,
      seeker: { userId, username, name: 'Carla Neri', thumbImage: null },
    });
  });

  it('leaves optional fields empty when they are not given, and shows on the profile by default', async () => {
    const { client, username } = await signedIn();
    const created = await post(client, { participants: '', delivery: '', budgetMax: '' });
    const { requirement } = (await detail(client, { url: created.url })).json<{
      requirement: Record<string, unknown>;
    }>();
    expect(requirement).toMatchObject({
      participants: null,
      preferredStart: null,
      delivery: null,
      location: null,
      language: null,
      budgetMin: null,
      budgetMax: null,
      currency: 'EUR',
      deadline: null,
      showOnProfile: true,
      seeker: { username, name: username },
    });
  });

  it('gives every requirement its own url, without regard to case, never only digits', async () => {
    const { client } = await signedIn();
    const title = `Public speaking ${Date.now()}`;
    const first = await post(client, { title });
    const second = await post(client, { title: title.toUpperCase() });
    const third = await post(client, { title });
    expect(second.url).toBe(`${first.url}-2`);
    expect(third.url).toBe(`${first.url}-3`);

    const numeric = await post(client, { title: '20312032' });
    expect(numeric.url).toMatch(/^requirement-20312032(-\d+)?$/);
  });

  it('gives requirements posted at the same moment with one title different urls', async () => {
    const { client } = await signedIn();
    const title = `Negotiation workshop ${Date.now()}`;
    const posted = await Promise.all([1, 2, 3, 4].map(() => post(client, { title })));
    expect(new Set(posted.map((requirement) => requirement.url)).size).toBe(4);
  });

  it.each<[Fields, Record<string, string>]>([
    [
      { title: 'abc', description: '   ', category: 'cooking' },
      {
        title: 'validation.title.length',
        description: 'validation.required',
        category: 'validation.category',
      },
    ],
    [{ description: 'x'.repeat(5001) }, { description: 'validation.tooLong' }],
    [{ participants: '0' }, { participants: 'validation.tooSmall' }],
    [{ participants: '10001' }, { participants: 'validation.tooLarge' }],
    [{ participants: '2.5' }, { participants: 'validation.number' }],
    [{ preferredStart: '2031-02-30' }, { preferredStart: 'validation.date' }],
    [
      { preferredStart: `${nextYear}-05-10`, preferredEnd: `${nextYear}-05-01` },
      { preferredEnd: 'validation.dateOrder' },
    ],
    [{ budgetMin: '50000', budgetMax: '20000' }, { budgetMax: 'validation.budgetOrder' }],
    [{ budgetMin: '-1' }, { budgetMin: 'validation.tooSmall' }],
    [{ deadline: '2020-01-01' }, { deadline: 'validation.deadlinePast' }],
    [
      { delivery: 'by_pigeon', language: 'xx' },
      { delivery: 'validation.invalid', language: 'validation.invalid' },
    ],
    [{ location: 'x'.repeat(121) }, { location: 'validation.tooLong' }],
    [{ currency: 'BTC' }, { currency: 'validation.invalid' }],
  ])('refuses %j with the message of each field', async (overrides, expected) => {
    const { client } = await signedIn();
    const fields = await fieldErrors(client, 'addrequirement', form(overrides));
    expect(
      Object.fromEntries(Object.entries(fields).map(([name, keys]) => [name, keys[0]])),
    ).toEqual(expected);
  });
});

describe('updaterequirement', () => {
  it('replaces the fields of an own requirement and keeps its url', async () => {
    const { client } = await signedIn();
    const created = await post(client, {
      location: 'Roma',
      budgetMax: '90000',
      deadline: `${nextYear}-01-10`,
    });
    const response = await client.action('updaterequirement', {
      ...form({ title: 'A completely different title', category: 'leadership' }),
      id: created.id,
      participants: '8',
    });
    expect(response.json()).toEqual({ status: true, requirement: created });

    const { requirement } = (await detail(client, { id: created.id })).json<{
      requirement: Record<string, unknown>;
    }>();
    expect(requirement).toMatchObject({
      url: created.url,
      title: 'A completely different title',
      category: 'leadership',
      participants: 8,
      // The form sends every field: what it leaves out is cleared.
      location: null,
      budgetMax: null,
      deadline: null,
    });
  });

  it('keeps a deadline that has passed meanwhile, but checks the order rules', async () => {
    const { client } = await signedIn();
    const created = await post(client);
    const kept = await client.action('updaterequirement', {
      ...form({ deadline: '2020-01-01' }),
      id: created.id,
    });
    expect(kept.json()).toMatchObject({ status: true });
    const fields = await fieldErrors(client, 'updaterequirement', {
      ...form({ budgetMin: '500', budgetMax: '400' }),
      id: created.id,
    });
    expect(fields).toEqual({ budgetMax: ['validation.budgetOrder'] });
  });

  it("refuses someone else's requirement and answers a missing one as not found", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = await post(owner.client);
    const forbidden = await other.client.action('updaterequirement', {
      ...form({ title: 'Taken over by someone else' }),
      id: created.id,
    });
    // Someone else's requirement is answered as a missing one: nothing tells it exists.
    expect(forbidden.json()).toMatchObject({ status: false, code: 'listing_not_found' });
    expect((await detail(owner.client, { id: created.id })).json()).toMatchObject({
      requirement: { title: 'Excel for the sales team' },
    });

    const missing = await owner.client.action('updaterequirement', {
      ...form(),
      id: 2_000_000_000,
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ status: false, code: 'listing_not_found' });
  });
});

describe('visitors', () => {
  it.each<[string, Fields]>([
    ['addrequirement', form()],
    ['updaterequirement', { ...form(), id: 1 }],
    ['setrequirementstatus', { id: 1, status: 'closed' }],
    ['deleterequirement', { id: 1 }],
    ['myrequirements', {}],
    ['requirementdetail', { id: 1 }],
  ])('%s needs a session', async (action, fields) => {
    const response = await new TestClient(t.app).action(action, fields);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false, code: 'auth_required' });
  });
});
