import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  companies,
  companyMembers,
  companyPeople,
  reviews,
  stateTransitions,
  users,
} from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { createProvider, insertTopic } from '../../test/catalogue-rows.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/upload-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

/** Fixtures of this file, straight into the database. */
async function createCompany(name: string, parentId: number | null = null) {
  const slug = `co-${crypto.randomBytes(5).toString('hex')}`;
  const [row] = await t.db
    .insert(companies)
    .values({ slug, name, kind: 'company', parentId })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned nothing');
  return row.id;
}

const addMember = (companyId: number, userId: number, userRole: number) =>
  t.db.insert(companyMembers).values({ companyId, userId, userRole });

async function insertBooking(values: {
  companyId: number | null;
  buyerId: number;
  providerId: number;
  state: string;
  startsAt?: Date | null;
  grossMinor?: number;
  title?: string;
}) {
  const gross = values.grossMinor ?? 12_200;
  const net = Math.round(gross / 1.22);
  const [row] = await t.db
    .insert(bookings)
    .values({
      kind: 'topic',
      state: values.state,
      title: values.title ?? `Training ${crypto.randomBytes(3).toString('hex')}`,
      listingUrl: '/topic/x',
      buyerId: values.buyerId,
      providerId: values.providerId,
      companyId: values.companyId,
      participants: 2,
      startsAt: values.startsAt ?? null,
      endsAt: values.startsAt ? new Date(values.startsAt.getTime() + 8 * 3_600_000) : null,
      location: 'Milano',
      unitPriceMinor: net,
      quantity: 1,
      netMinor: net,
      vatRateBasisPoints: 2200,
      vatMinor: gross - net,
      grossMinor: gross,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking insert returned nothing');
  return row.id;
}

interface Dashboard {
  status: true;
  company: { id: number; name: string };
  isAdmin: boolean;
  awaitingApproval: number;
  upcoming: Array<{ bookingId: number; title: string; trainer: { username: string } }>;
  activity: Array<{ bookingId: number; transition: string; actor: { username: string } | null }>;
  locations: Array<{
    id: number;
    name: string;
    isActive: boolean;
    people: number;
    members: number;
    upcoming: number;
    awaitingApproval: number;
  }>;
}

const dashboard = async (client: TestClient) => {
  const response = await client.action('companydashboard');
  return { statusCode: response.statusCode, body: response.json<Dashboard>() };
};

/**
 * ACME-like group: Milano (first profile) and Roma (its location); the super admin belongs to
 * both, a manager to Milano only; a third location of the group the super admin does not belong
 * to, and an unrelated company whose admin must see nothing of them.
 */
async function createGroup() {
  const milano = await createCompany('Milano');
  const roma = await createCompany('Roma', milano);
  const napoli = await createCompany('Napoli', milano);
  const other = await createCompany('Other S.r.l.');
  const superAdmin = await signedIn(t);
  const manager = await signedIn(t);
  const otherAdmin = await signedIn(t);
  const provider = await createProvider(t.db);
  await addMember(milano, superAdmin.id, 1);
  await addMember(roma, superAdmin.id, 1);
  await addMember(milano, manager.id, 2);
  await addMember(other, otherAdmin.id, 1);
  await t.db
    .update(users)
    .set({ firstName: 'Tina', lastName: 'Trainer' })
    .where(eq(users.id, provider.id));
  return { milano, roma, napoli, other, superAdmin, manager, otherAdmin, provider };
}

describe('companydashboard', () => {
  it('refuses visitors and users of no company', async () => {
    expect((await dashboard(new TestClient(t.app))).statusCode).toBe(401);
    const loner = await signedIn(t);
    expect((await dashboard(loner.client)).body).toMatchObject({
      status: false,
      code: 'not_company_member',
    });
  });

  it("gives the admin the active company's approvals, upcoming trainings and activity", async () => {
    const g = await createGroup();
    const buyer = g.manager.id;
    const awaiting = await insertBooking({
      companyId: g.milano,
      buyerId: buyer,
      providerId: g.provider.id,
      state: 'awaiting_approval',
    });
    await insertBooking({
      companyId: g.milano,
      buyerId: buyer,
      providerId: g.provider.id,
      state: 'awaiting_approval',
    });
    // Six confirmed trainings ahead: five are shown, soonest first.
    const ahead: number[] = [];
    for (let day = 6; day >= 1; day -= 1) {
      ahead.push(
        await insertBooking({
          companyId: g.milano,
          buyerId: buyer,
          providerId: g.provider.id,
          state: 'accepted',
          startsAt: inDays(day),
          title: `Day ${day}`,
        }),
      );
    }
    // Not upcoming: past, still requested, or another company's.
    await insertBooking({
      companyId: g.milano,
      buyerId: buyer,
      providerId: g.provider.id,
      state: 'accepted',
      startsAt: inDays(-2),
    });
    await insertBooking({
      companyId: g.milano,
      buyerId: buyer,
      providerId: g.provider.id,
      state: 'requested',
      startsAt: inDays(3),
    });
    const otherProvider = await createProvider(t.db);
    const foreign = await insertBooking({
      companyId: g.other,
      buyerId: g.otherAdmin.id,
      providerId: otherProvider.id,
      state: 'accepted',
      startsAt: inDays(1),
    });
    await t.db.insert(stateTransitions).values([
      {
        machine: 'topic_booking',
        recordId: awaiting,
        transition: 'create',
        fromState: '',
        toState: 'awaiting_approval',
        actorId: buyer,
      },
      {
        machine: 'topic_booking',
        recordId: ahead[5]!,
        transition: 'accept',
        fromState: 'requested',
        toState: 'accepted',
        actorId: g.provider.id,
      },
      {
        machine: 'topic_booking',
        recordId: foreign,
        transition: 'accept',
        fromState: 'requested',
        toState: 'accepted',
        actorId: g.provider.id,
      },
      // Another machine's record with the same id is no booking change.
      {
        machine: 'requirement',
        recordId: awaiting,
        transition: 'close',
        fromState: 'open',
        toState: 'closed',
        actorId: buyer,
      },
    ]);

    const { body } = await dashboard(g.superAdmin.client);
    expect(body).toMatchObject({
      status: true,
      company: { id: g.milano, name: 'Milano' },
      isAdmin: true,
      awaitingApproval: 2,
    });
    expect(body.upcoming.map((row) => row.title)).toEqual([
      'Day 1',
      'Day 2',
      'Day 3',
      'Day 4',
      'Day 5',
    ]);
    expect(body.upcoming[0]?.trainer).toEqual({
      username: g.provider.username,
      name: 'Tina Trainer',
    });
    expect(body.activity.map((row) => [row.bookingId, row.transition])).toEqual([
      [ahead[5], 'accept'],
      [awaiting, 'create'],
    ]);
    expect(body.activity[1]?.actor?.username).toBe(g.manager.username);
  });

  it('consolidates only the locations the super admin belongs to', async () => {
    const g = await createGroup();
    await t.db.insert(companyPeople).values([
      { companyId: g.milano, name: 'Ada' },
      { companyId: g.milano, name: 'Bruno' },
      { companyId: g.roma, name: 'Carla' },
      { companyId: g.napoli, name: 'Dario' },
    ]);
    await insertBooking({
      companyId: g.roma,
      buyerId: g.superAdmin.id,
      providerId: g.provider.id,
      state: 'awaiting_approval',
    });
    await insertBooking({
      companyId: g.roma,
      buyerId: g.superAdmin.id,
      providerId: g.provider.id,
      state: 'booked',
      startsAt: inDays(4),
    });
    await insertBooking({
      companyId: g.napoli,
      buyerId: g.superAdmin.id,
      providerId: g.provider.id,
      state: 'awaiting_approval',
    });

    const { body } = await dashboard(g.superAdmin.client);
    expect(body.locations).toEqual([
      {
        id: g.milano,
        name: 'Milano',
        isActive: true,
        people: 2,
        members: 2,
        upcoming: 0,
        awaitingApproval: 0,
      },
      {
        id: g.roma,
        name: 'Roma',
        isActive: false,
        people: 1,
        members: 1,
        upcoming: 1,
        awaitingApproval: 1,
      },
    ]);
    // Napoli is of the group but not theirs: never named, never counted.
    expect(JSON.stringify(body)).not.toContain('Napoli');
  });

  it('follows the active location after a switch', async () => {
    const g = await createGroup();
    await insertBooking({
      companyId: g.roma,
      buyerId: g.superAdmin.id,
      providerId: g.provider.id,
      state: 'awaiting_approval',
    });
    const switched = await g.superAdmin.client.action('switchCompanyProfile', {
      companyId: g.roma,
    });
    expect(switched.json()).toMatchObject({ status: true });
    const { body } = await dashboard(g.superAdmin.client);
    expect(body).toMatchObject({ company: { id: g.roma }, awaitingApproval: 1 });
    expect(body.locations.find((row) => row.isActive)?.id).toBe(g.roma);
  });

  it('gives a manager the same figures as staff, without the admin flag or locations', async () => {
    const g = await createGroup();
    await insertBooking({
      companyId: g.milano,
      buyerId: g.manager.id,
      providerId: g.provider.id,
      state: 'awaiting_approval',
    });
    const { body } = await dashboard(g.manager.client);
    expect(body).toMatchObject({
      status: true,
      isAdmin: false,
      awaitingApproval: 1,
      locations: [],
    });
  });

  it("shows another company's admin nothing of the group", async () => {
    const g = await createGroup();
    await insertBooking({
      companyId: g.milano,
      buyerId: g.manager.id,
      providerId: g.provider.id,
      state: 'awaiting_approval',
    });
    const { body } = await dashboard(g.otherAdmin.client);
    expect(body).toMatchObject({
      status: true,
      company: { id: g.other },
      awaitingApproval: 0,
      upcoming: [],
      activity: [],
      locations: [],
    });
  });
});

interface TrainerRow {
  id: number;
  email: string;
  status: string;
  note: string | null;
  trainer: { username: string; name: string } | null;
  topicCount: number;
  topics: Array<{ title: string; url: string }>;
  bookings: number;
  rating: number | null;
  reviewCount: number;
  spend: Array<{ currency: string; amountMinor: number }>;
}

const trainers = async (client: TestClient) =>
  (await client.action('companytrainers')).json<{
    status: boolean;
    code?: string;
    canEdit: boolean;
    list: TrainerRow[];
  }>();

describe('approved trainers', () => {
  it("lists the company's trainers with figures from this company only", async () => {
    const g = await createGroup();
    const added = await g.superAdmin.client.action('addcompanytrainer', {
      username: g.provider.username,
    });
    expect(added.json()).toMatchObject({ status: true, added: true });
    const byEmail = await g.superAdmin.client.action('addcompanytrainer', {
      email: 'New.Trainer@example.com',
    });
    expect(byEmail.json()).toMatchObject({ status: true, added: true });
    for (let index = 0; index < 4; index += 1)
      await insertTopic(t.db, g.provider.id, { title: `Topic ${index}` });
    await insertTopic(t.db, g.provider.id, { status: 'draft' });
    const done = await insertBooking({
      companyId: g.milano,
      buyerId: g.manager.id,
      providerId: g.provider.id,
      state: 'completed',
      grossMinor: 61_000,
    });
    const done2 = await insertBooking({
      companyId: g.milano,
      buyerId: g.manager.id,
      providerId: g.provider.id,
      state: 'completed',
      grossMinor: 39_000,
    });
    await insertBooking({
      companyId: g.milano,
      buyerId: g.manager.id,
      providerId: g.provider.id,
      state: 'accepted',
      grossMinor: 99_000,
      startsAt: inDays(5),
    });
    // Another company's booking and review of the same trainer count for that company only.
    const otherProvider = await createProvider(t.db);
    const foreign = await insertBooking({
      companyId: g.other,
      buyerId: g.otherAdmin.id,
      providerId: otherProvider.id,
      state: 'completed',
      grossMinor: 500_000,
    });
    await t.db.insert(reviews).values([
      { providerId: g.provider.id, userId: g.manager.id, bookingId: done, ratingHalves: 10 },
      { providerId: g.provider.id, userId: g.superAdmin.id, bookingId: done2, ratingHalves: 7 },
      { providerId: g.provider.id, userId: g.otherAdmin.id, bookingId: foreign, ratingHalves: 2 },
    ]);

    const reply = await trainers(g.manager.client);
    expect(reply.canEdit).toBe(false);
    expect(reply.list).toHaveLength(2);
    const [first, second] = reply.list;
    expect(first).toMatchObject({
      status: 'approved',
      trainer: { username: g.provider.username, name: 'Tina Trainer' },
      topicCount: 4,
      bookings: 3,
      rating: 4.3,
      reviewCount: 2,
      // Booked (contracts/spend.ts): the completed and the accepted alike.
      spend: [{ currency: 'EUR', amountMinor: 199_000 }],
    });
    expect(first?.topics.map((topic) => topic.title)).toEqual(['Topic 0', 'Topic 1', 'Topic 2']);
    expect(second).toMatchObject({
      email: 'New.Trainer@example.com',
      trainer: null,
      bookings: 0,
      rating: null,
      spend: [],
    });

    expect((await trainers(g.otherAdmin.client)).list).toEqual([]);
  });

  it('adds a listed trainer once, by account or address in any case', async () => {
    const g = await createGroup();
    const first = (
      await g.superAdmin.client.action('addcompanytrainer', { email: 'again@example.com' })
    ).json<{ id: number }>();
    const again = await g.superAdmin.client.action('addcompanytrainer', {
      email: 'AGAIN@example.com',
    });
    expect(again.json()).toEqual({ status: true, id: first.id, added: false });
    await g.superAdmin.client.action('addcompanytrainer', { username: g.provider.username });
    const byAccount = await g.superAdmin.client.action('addcompanytrainer', {
      username: g.provider.username.toUpperCase(),
    });
    expect(byAccount.json()).toMatchObject({ status: true, added: false });
    expect((await trainers(g.superAdmin.client)).list).toHaveLength(2);
  });

  it('refuses an unknown username, a seeker, both or neither fields', async () => {
    const g = await createGroup();
    const call = (fields: Record<string, string | number | boolean>) =>
      g.superAdmin.client.action('addcompanytrainer', fields);
    expect((await call({ username: 'nobody_here' })).json()).toMatchObject({
      code: 'profile_not_found',
    });
    expect((await call({ username: g.manager.username })).json()).toMatchObject({
      code: 'profile_not_found',
    });
    expect((await call({})).statusCode).toBe(400);
    expect((await call({ username: g.provider.username, email: 'x@example.com' })).statusCode).toBe(
      400,
    );
    expect((await call({ email: 'not an address' })).statusCode).toBe(400);
  });

  it('finds providers by name and marks those listed', async () => {
    const g = await createGroup();
    await g.superAdmin.client.action('addcompanytrainer', { username: g.provider.username });
    const unlisted = await createProvider(t.db);
    const first = `Zelda${g.milano}`;
    for (const id of [g.provider.id, unlisted.id]) {
      await t.db.update(users).set({ firstName: first }).where(eq(users.id, id));
    }
    const reply = (
      await g.superAdmin.client.action('findtrainers', { search: `${first} trai` })
    ).json<{
      list: Array<{ username: string; isListed: boolean }>;
    }>();
    expect(reply.list).toEqual([
      expect.objectContaining({ username: g.provider.username, isListed: true }),
    ]);
    const byFirstName = (await g.superAdmin.client.action('findtrainers', { search: first })).json<{
      list: Array<{ username: string; isListed: boolean }>;
    }>();
    expect(byFirstName.list).toHaveLength(2);
    expect(byFirstName.list).toContainEqual(
      expect.objectContaining({ username: unlisted.username, isListed: false }),
    );
    // Seekers are no trainers.
    const seekers = (
      await g.superAdmin.client.action('findtrainers', { search: g.manager.username })
    ).json<{ list: unknown[] }>();
    expect(seekers.list).toEqual([]);
  });

  it('lets the admin write and clear a note, and remove a trainer', async () => {
    const g = await createGroup();
    const { id } = (
      await g.superAdmin.client.action('addcompanytrainer', { email: 'note@example.com' })
    ).json<{ id: number }>();
    const noted = await g.superAdmin.client.action('updatecompanytrainer', {
      id,
      note: '  Very punctual  ',
    });
    expect(noted.json()).toEqual({ status: true, note: 'Very punctual' });
    expect((await trainers(g.manager.client)).list[0]?.note).toBe('Very punctual');
    const cleared = await g.superAdmin.client.action('updatecompanytrainer', { id, note: '' });
    expect(cleared.json()).toEqual({ status: true, note: null });
    expect((await g.superAdmin.client.action('removecompanytrainer', { id })).json()).toMatchObject(
      { status: true },
    );
    expect((await trainers(g.superAdmin.client)).list).toEqual([]);
  });

  it('keeps managers read-only and other companies out', async () => {
    const g = await createGroup();
    const { id } = (
      await g.superAdmin.client.action('addcompanytrainer', { email: 'mine@example.com' })
    ).json<{ id: number }>();
    for (const [action, fields] of [
      ['addcompanytrainer', { email: 'm@example.com' }],
      ['updatecompanytrainer', { id, note: 'x' }],
      ['removecompanytrainer', { id }],
      ['findtrainers', { search: 'tina' }],
    ] as const) {
      const response = await g.manager.client.action(action, fields);
      expect(response.statusCode).toBe(403);
    }
    // Another company's admin may call the actions, but never reaches this company's rows.
    expect(
      (await g.otherAdmin.client.action('updatecompanytrainer', { id, note: 'x' })).statusCode,
    ).toBe(404);
    expect((await g.otherAdmin.client.action('removecompanytrainer', { id })).statusCode).toBe(404);
    // A super admin working in Roma does not edit Milano's rows either.
    await g.superAdmin.client.action('switchCompanyProfile', { companyId: g.roma });
    expect((await g.superAdmin.client.action('removecompanytrainer', { id })).statusCode).toBe(404);
    expect((await trainers(g.superAdmin.client)).list).toEqual([]);
  });
});
