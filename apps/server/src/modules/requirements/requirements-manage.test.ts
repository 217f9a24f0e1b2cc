import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirements, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { detail, fieldErrors, post, signedIn as signedInTo } from './requirement-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = () => signedInTo(t);

describe('setrequirementstatus', () => {
  it('closes and reopens an own requirement; a closed one stays readable', async () => {
    const owner = await signedIn();
    const reader = await signedIn();
    const created = await post(owner.client);
    const closed = await owner.client.action('setrequirementstatus', {
      id: created.id,
      status: 'closed',
    });
    expect(closed.json()).toEqual({
      status: true,
      requirement: { id: created.id, status: 'closed' },
    });
    expect((await detail(reader.client, { url: created.url })).json()).toMatchObject({
      requirement: { status: 'closed', isOwner: false },
    });
    // Closing twice changes nothing.
    expect(
      (
        await owner.client.action('setrequirementstatus', { id: created.id, status: 'closed' })
      ).json(),
    ).toMatchObject({ status: true });

    await owner.client.action('setrequirementstatus', { id: created.id, status: 'open' });
    expect((await detail(reader.client, { id: created.id })).json()).toMatchObject({
      requirement: { status: 'open' },
    });
  });

  it("refuses someone else's requirement and a status that does not exist", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = await post(owner.client);
    const response = await other.client.action('setrequirementstatus', {
      id: created.id,
      status: 'closed',
    });
    expect(response.json()).toMatchObject({ code: 'listing_not_found' });
    expect(
      await fieldErrors(owner.client, 'setrequirementstatus', { id: created.id, status: 'gone' }),
    ).toEqual({ status: ['validation.invalid'] });
    expect(
      (
        await owner.client.action('setrequirementstatus', { id: 2_000_000_000, status: 'open' })
      ).json(),
    ).toMatchObject({ status: false, code: 'listing_not_found' });
  });
});

describe('deleterequirement', () => {
  it('deletes an own requirement for good', async () => {
    const { client } = await signedIn();
    const created = await post(client);
    expect((await client.action('deleterequirement', { id: created.id })).json()).toEqual({
      status: true,
      msg: 'Requirement deleted',
    });
    expect((await detail(client, { id: created.id })).json()).toMatchObject({
      status: false,
      code: 'listing_not_found',
    });
    expect((await client.action('deleterequirement', { id: created.id })).json()).toMatchObject({
      status: false,
      code: 'listing_not_found',
    });
  });

  it("refuses someone else's requirement", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = await post(owner.client);
    const response = await other.client.action('deleterequirement', { id: created.id });
    expect(response.json()).toMatchObject({ code: 'listing_not_found' });
    const rows = await t.db.select().from(requirements).where(eq(requirements.id, created.id));
    expect(rows).toHaveLength(1);
  });
});

describe('myrequirements', () => {
  it('lists only the own requirements, newest first, by status, with counts and pages', async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    await post(other.client, { title: 'Not mine at all' });
    const created = [];
    for (const title of ['First need', 'Second need', 'Third need', 'Fourth need']) {
      created.push(await post(client, { title, budgetMin: '1000', budgetMax: '2000' }));
    }
    await client.action('setrequirementstatus', { id: created[0]!.id, status: 'closed' });

    const all = (await client.action('myrequirements')).json<{
      requirements: Array<Record<string, unknown>>;
      recordsTotal: number;
      counts: { open: number; closed: number };
    }>();
    expect(all.recordsTotal).toBe(4);
    expect(all.counts).toEqual({ open: 3, closed: 1, hidden: 0 });
    expect(all.requirements.map((card) => card.title)).toEqual([
      'Fourth need',
      'Third need',
      'Second need',
      'First need',
    ]);
    expect(all.requirements[0]).toMatchObject({
      id: created[3]!.id,
      url: created[3]!.url,
      category: 'office-tools',
      budgetMin: 1000,
      budgetMax: 2000,
      currency: 'EUR',
      status: 'open',
    });

    const open = (await client.action('myrequirements', { status: 'open', pageSize: 2 })).json<{
      requirements: Array<{ title: string }>;
      recordsTotal: number;
    }>();
    expect(open.recordsTotal).toBe(3);
    expect(open.requirements.map((card) => card.title)).toEqual(['Fourth need', 'Third need']);
    const secondPage = (
      await client.action('myrequirements', { status: 'open', pageSize: 2, page: 2 })
    ).json<{ requirements: Array<{ title: string }> }>();
    expect(secondPage.requirements.map((card) => card.title)).toEqual(['Second need']);

    const closed = (await client.action('myrequirements', { status: 'closed' })).json<{
      requirements: Array<{ title: string; status: string }>;
      recordsTotal: number;
    }>();
    expect(closed).toMatchObject({
      recordsTotal: 1,
      requirements: [{ title: 'First need', status: 'closed' }],
    });
  });

  it('answers an empty list for someone with no requirements', async () => {
    const { client } = await signedIn();
    expect((await client.action('myrequirements')).json()).toEqual({
      status: true,
      requirements: [],
      recordsTotal: 0,
      counts: { open: 0, closed: 0, hidden: 0 },
    });
  });

  it('keeps pages within bounds', async () => {
    const { client } = await signedIn();
    expect(Object.keys(await fieldErrors(client, 'myrequirements', { pageSize: 51 }))).toEqual([
      'pageSize',
    ]);
    expect(Object.keys(await fieldErrors(client, 'myrequirements', { page: 0 }))).toEqual(['page']);
    expect(Object.keys(await fieldErrors(client, 'myrequirements', { status: 'draft' }))).toEqual([
      'status',
    ]);
  });
});

describe('requirementdetail', () => {
  it('finds a requirement by id or by url in any case, for any signed-in user', async () => {
    const owner = await signedIn();
    const reader = await signedIn();
    const created = await post(owner.client);
    const byUrl = await detail(reader.client, { url: created.url.toUpperCase() });
    expect(byUrl.json()).toMatchObject({
      status: true,
      requirement: { id: created.id, isOwner: false, seeker: { username: owner.username } },
    });
    expect((await detail(reader.client, { id: String(created.id) })).json()).toMatchObject({
      requirement: { url: created.url },
    });
    expect((await detail(reader.client, { url: 'no-such-requirement' })).json()).toMatchObject({
      status: false,
      code: 'listing_not_found',
    });
  });

  it('takes exactly one of id and url', async () => {
    const { client } = await signedIn();
    expect(await fieldErrors(client, 'requirementdetail', {})).toEqual({
      id: ['validation.invalid'],
    });
    expect(await fieldErrors(client, 'requirementdetail', { id: 1, url: 'x' })).toEqual({
      id: ['validation.invalid'],
    });
  });

  it('hides the requirements of a deactivated account', async () => {
    const owner = await signedIn();
    const reader = await signedIn();
    const created = await post(owner.client);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, owner.id));
    expect((await detail(reader.client, { id: created.id })).json()).toMatchObject({
      status: false,
      code: 'listing_not_found',
    });
    expect((await detail(reader.client, { url: created.url })).json()).toMatchObject({
      code: 'listing_not_found',
    });
  });
});
