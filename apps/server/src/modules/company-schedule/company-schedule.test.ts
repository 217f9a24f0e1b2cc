import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingParticipants,
  bookings,
  companies,
  companyMembers,
  companyPeople,
  users,
} from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;

async function createCompany(name: string, parentId: number | null = null) {
  counter += 1;
  const [row] = await t.db
    .insert(companies)
    .values({
      slug: `sched-${Date.now().toString(36)}-${counter}`,
      name,
      kind: 'company',
      parentId,
    })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

async function staff(companyIds: number[], userRole = 1, department: string | null = null) {
  const user = await createUser(t.db);
  for (const companyId of companyIds) {
    await t.db.insert(companyMembers).values({ companyId, userId: user.id, userRole, department });
  }
  await t.db.update(users).set({ activeCompanyId: companyIds[0] }).where(eq(users.id, user.id));
  const client = new TestClient(t.app);
  expect((await client.login(user.username, user.password)).json()).toMatchObject({
    status: true,
  });
  return { ...user, client };
}

let bookingCounter = 0;
let provider: Awaited<ReturnType<typeof createUser>>;

/** A company booking straight into the table, with its people. */
async function booking(
  companyId: number,
  fields: Partial<typeof bookings.$inferInsert> & { title: string; state: string },
  people: Array<{ name: string; companyPersonId?: number; userId?: number }> = [],
) {
  bookingCounter += 1;
  // One provider trains them all: each default date its own day (no overlap).
  const startsAt =
    fields.startsAt === undefined
      ? new Date(Date.now() + (3 + bookingCounter) * DAY)
      : fields.startsAt;
  const [row] = await t.db
    .insert(bookings)
    .values({
      kind: 'topic',
      listingUrl: '/topic/x',
      buyerId: provider.id,
      providerId: provider.id,
      companyId,
      participants: Math.max(1, people.length),
      startsAt,
      endsAt: startsAt ? new Date(startsAt.getTime() + 8 * 60 * 60 * 1000) : null,
      unitPriceMinor: 1000,
      quantity: 1,
      netMinor: 1000,
      vatRateBasisPoints: 0,
      vatMinor: 0,
      grossMinor: 1000,
      ...fields,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking insert returned nothing');
  if (people.length > 0) {
    await t.db
      .insert(bookingParticipants)
      .values(people.map((person) => ({ ...person, bookingId: row.id })));
  }
  return row.id;
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

interface ScheduleReply {
  status: boolean;
  code?: string;
  trainings: Array<{
    id: number;
    title: string;
    confirmed: boolean;
    trainer: string;
    locationId: number;
    locationName: string;
    participants: Array<{ name: string; department: string | null }>;
  }>;
  departments: string[];
  locations: Array<{ id: number; name: string }>;
  activeLocationId: number;
}

const schedule = async (client: TestClient, fields: Record<string, string> = {}) => {
  const response = await client.action('trainingschedule', {
    from: isoDay(-30),
    to: isoDay(60),
    ...fields,
  });
  return { statusCode: response.statusCode, body: response.json<ScheduleReply>() };
};

let milano: Awaited<ReturnType<typeof createCompany>>;
let roma: Awaited<ReturnType<typeof createCompany>>;
let other: Awaited<ReturnType<typeof createCompany>>;
let torino: Awaited<ReturnType<typeof createCompany>>;
let admin: Awaited<ReturnType<typeof staff>>;
let manager: Awaited<ReturnType<typeof staff>>;
let outsider: Awaited<ReturnType<typeof staff>>;
let ids: Record<string, number>;

beforeAll(async () => {
  provider = await createUser(t.db);
  await t.db
    .update(users)
    .set({ firstName: 'Giulia', lastName: 'Trainer' })
    .where(eq(users.id, provider.id));
  milano = await createCompany('Milano');
  roma = await createCompany('Roma', milano.id);
  other = await createCompany('Other');
  torino = await createCompany('Torino', milano.id);
  admin = await staff([milano.id, roma.id], 1);
  manager = await staff([milano.id], 2, 'Vendite');
  outsider = await staff([other.id], 1);
  const [sales] = await t.db
    .insert(companyPeople)
    .values({ companyId: milano.id, name: 'Marta Sala', department: 'Vendite' })
    .returning({ id: companyPeople.id });
  ids = {
    accepted: await booking(milano.id, { title: 'Negoziazione', state: 'accepted' }, [
      { name: 'Marta Sala', companyPersonId: sales!.id },
      { name: 'Piero Neri' },
    ]),
    requested: await booking(
      milano.id,
      {
        title: 'Excel avanzato',
        state: 'requested',
        startsAt: null,
        proposedDates: [new Date(Date.now() + 10 * DAY).toISOString()],
        department: 'Amministrazione',
      },
      [{ name: 'Anna Conti' }],
    ),
    declined: await booking(milano.id, { title: 'Declined one', state: 'declined' }),
    farAway: await booking(milano.id, {
      title: 'Next year',
      state: 'accepted',
      startsAt: new Date(Date.now() + 200 * DAY),
    }),
    roma: await booking(roma.id, { title: 'Sicurezza Roma', state: 'accepted' }, [
      { name: 'Rita Roma' },
    ]),
    other: await booking(other.id, { title: 'Other company', state: 'accepted' }),
    torino: await booking(torino.id, { title: 'Torino only', state: 'accepted' }),
  };
});

describe('trainingschedule', () => {
  it('shows the company admin the active location’s trainings in the period, soonest first', async () => {
    const { body } = await schedule(admin.client);
    expect(body.status).toBe(true);
    expect(body.trainings.map((training) => training.title)).toEqual([
      'Negoziazione',
      'Excel avanzato',
    ]);
    const [accepted, requested] = body.trainings;
    expect(accepted).toMatchObject({ confirmed: true, trainer: 'Giulia Trainer' });
    expect(accepted?.participants).toEqual([
      { name: 'Marta Sala', department: 'Vendite', attendance: null },
      { name: 'Piero Neri', department: null, attendance: null },
    ]);
    // A request not yet accepted shows at its first proposed date, as not confirmed.
    expect(requested).toMatchObject({ id: ids.requested, confirmed: false });
    expect(body.departments).toEqual(['Amministrazione', 'Vendite']);
  });

  it('shows the same schedule to a manager', async () => {
    const { body } = await schedule(manager.client);
    expect(body.trainings.map((training) => training.id)).toEqual([ids.accepted, ids.requested]);
  });

  it('filters by department (the booking’s or a participant’s) and by person', async () => {
    const sales = await schedule(admin.client, { department: 'Vendite' });
    expect(sales.body.trainings.map((training) => training.id)).toEqual([ids.accepted]);
    const administration = await schedule(admin.client, { department: 'Amministrazione' });
    expect(administration.body.trainings.map((training) => training.id)).toEqual([ids.requested]);
    const anna = await schedule(admin.client, { person: 'anna' });
    expect(anna.body.trainings.map((training) => training.id)).toEqual([ids.requested]);
    const nobody = await schedule(admin.client, { person: '%' });
    expect(nobody.body.trainings).toEqual([]);
  });

  it('keeps each location’s schedule its own: the super admin sees Roma after switching', async () => {
    const before = await schedule(admin.client);
    expect(before.body.trainings.map((training) => training.id)).not.toContain(ids.roma);
    await admin.client.action('switchCompanyProfile', { companyId: roma.id });
    const after = await schedule(admin.client);
    expect(after.body.trainings.map((training) => training.id)).toEqual([ids.roma]);
    await admin.client.action('switchCompanyProfile', { companyId: milano.id });
  });

  it('never shows another company’s trainings', async () => {
    const { body } = await schedule(outsider.client);
    expect(body.trainings.map((training) => training.id)).toEqual([ids.other]);
  });

  it('refuses a user of no company and a visitor', async () => {
    const loner = await createUser(t.db);
    const client = new TestClient(t.app);
    await client.login(loner.username, loner.password);
    const refused = await schedule(client);
    expect(refused.body).toMatchObject({ status: false, code: 'not_company_member' });
    const visitor = await schedule(new TestClient(t.app));
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a period longer than 400 days or backwards', async () => {
    const long = await schedule(admin.client, { from: isoDay(0), to: isoDay(500) });
    expect(long.statusCode).toBe(400);
    const backwards = await schedule(admin.client, { from: isoDay(5), to: isoDay(1) });
    expect(backwards.statusCode).toBe(400);
  });
});

const feedPath = (url: string) => new URL(url).pathname;
const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });
const feedUrlOf = async (client: TestClient, action = 'calendarfeed') =>
  (await client.action(action)).json<{ status: boolean; url: string }>().url;

describe('trainingschedule across locations', () => {
  const titles = (body: ScheduleReply) => body.trainings.map((training) => training.title);

  it('lists the group’s locations the super admin belongs to, and keeps the active one by default', async () => {
    const { body } = await schedule(admin.client);
    expect(body.locations).toEqual([
      { id: milano.id, name: 'Milano' },
      { id: roma.id, name: 'Roma' },
    ]);
    expect(body.activeLocationId).toBe(milano.id);
    expect(body.trainings.every((training) => training.locationId === milano.id)).toBe(true);
    expect(body.trainings[0]?.locationName).toBe('Milano');
  });

  it('shows the super admin both locations with `all`, each training with its location', async () => {
    const { body } = await schedule(admin.client, { location: 'all' });
    expect(body.status).toBe(true);
    expect(titles(body).sort()).toEqual(['Excel avanzato', 'Negoziazione', 'Sicurezza Roma']);
    const rome = body.trainings.find((training) => training.id === ids.roma);
    expect(rome).toMatchObject({ locationId: roma.id, locationName: 'Roma' });
    expect(rome?.participants).toEqual([{ name: 'Rita Roma', department: null, attendance: null }]);
    // Never a location of the group they do not belong to.
    expect(titles(body)).not.toContain('Torino only');
    // Filters still apply across locations.
    const rita = await schedule(admin.client, { location: 'all', person: 'rita' });
    expect(rita.body.trainings.map((training) => training.id)).toEqual([ids.roma]);
  });

  it('shows the super admin one named location without switching', async () => {
    const { body } = await schedule(admin.client, { location: String(roma.id) });
    expect(body.trainings.map((training) => training.id)).toEqual([ids.roma]);
    expect(body.departments).toEqual([]);
    const active = await schedule(admin.client);
    expect(active.body.trainings.map((training) => training.id)).toEqual([
      ids.accepted,
      ids.requested,
    ]);
  });

  it('refuses a location of the group the caller does not belong to', async () => {
    const { statusCode, body } = await schedule(admin.client, { location: String(torino.id) });
    expect(statusCode).toBe(403);
    expect(body).toMatchObject({ status: false, code: 'forbidden' });
    expect(JSON.stringify(body)).not.toContain('Torino only');
  });

  it('gives a manager of one location no choice: `all` is their location alone', async () => {
    const { body } = await schedule(manager.client, { location: 'all' });
    expect(body.locations).toEqual([{ id: milano.id, name: 'Milano' }]);
    expect(body.trainings.map((training) => training.id)).toEqual([ids.accepted, ids.requested]);
    const rome = await schedule(manager.client, { location: String(roma.id) });
    expect(rome.statusCode).toBe(403);
    expect(rome.body.code).toBe('forbidden');
  });

  it('refuses another company’s location to its admin', async () => {
    const { body } = await schedule(outsider.client, { location: 'all' });
    expect(body.locations).toEqual([{ id: other.id, name: 'Other' }]);
    expect(body.trainings.map((training) => training.id)).toEqual([ids.other]);
    for (const location of [milano.id, roma.id]) {
      const refused = await schedule(outsider.client, { location: String(location) });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toMatchObject({ status: false, code: 'forbidden' });
    }
  });

  it('refuses a malformed location', async () => {
    const { statusCode } = await schedule(admin.client, { location: 'everywhere' });
    expect(statusCode).toBe(400);
  });
});

describe('the iCalendar feed', () => {
  it('serves the company’s schedule as text/calendar to its private address', async () => {
    const url = await feedUrlOf(manager.client);
    expect(url).toMatch(/\/inc\/calendar\/\d+-\d+-[\w-]{43}\.ics$/);
    expect(await feedUrlOf(manager.client)).toBe(url);
    const response = await fetchFeed(feedPath(url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain('BEGIN:VCALENDAR');
    expect(response.body).toContain('SUMMARY:Negoziazione');
    expect(response.body).toContain('STATUS:TENTATIVE');
    expect(response.body).not.toContain('Sicurezza Roma');
    expect(response.body).not.toContain('Other company');
  });

  it('ends every line, the last one too, with CRLF (RFC 5545; issue 34, item 10)', async () => {
    const { body } = await fetchFeed(feedPath(await feedUrlOf(manager.client)));
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // No bare line feed or carriage return anywhere: every line break is CRLF.
    expect(body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('gives each event a UID that is stable and does not change with the address (issue 34, item 10)', async () => {
    const path = feedPath(await feedUrlOf(manager.client));
    const uidsOf = (ics: string) =>
      ics
        .split('\r\n')
        .filter((line) => line.startsWith('UID:'))
        .map((line) => line.slice('UID:'.length));
    const here = uidsOf((await fetchFeed(path)).body);
    expect(here.length).toBeGreaterThan(0);
    // Unique per event, and the same at the next fetch.
    expect(new Set(here).size).toBe(here.length);
    expect(uidsOf((await fetchFeed(path)).body)).toEqual(here);
    // The same installation reached at another address (another PUBLIC_URL, another port).
    const moved = await createTestApp({
      database: t.database,
      config: {
        publicUrl: 'https://training.example:8443',
        sessionSecret: t.config.sessionSecret,
        port: 8443,
      },
    });
    try {
      const elsewhere = await moved.app.inject({ method: 'GET', url: path });
      expect(elsewhere.body).toContain('https://training.example:8443/mybooking/');
      expect(uidsOf(elsewhere.body)).toEqual(here);
    } finally {
      await moved.close();
    }
    for (const uid of here) expect(uid).not.toMatch(/localhost|training\.example|:\d+$/);
  });

  it('reveals nothing to a wrong, malformed or foreign token', async () => {
    const url = feedPath(await feedUrlOf(manager.client));
    const tampered = url.replace(
      /-([\w-])([\w-]{42})\.ics$/,
      (_all, first: string, rest: string) => `-${first === 'A' ? 'B' : 'A'}${rest}.ics`,
    );
    const wrongCompany = url.replace(`-${milano.id}-`, `-${other.id}-`);
    for (const path of [
      tampered,
      wrongCompany,
      '/inc/calendar/1-1-short.ics',
      '/inc/calendar/x.ics',
    ]) {
      const response = await fetchFeed(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('VCALENDAR');
    }
  });

  it('stops working once rotated; the new address works', async () => {
    const before = feedPath(await feedUrlOf(admin.client));
    const after = feedPath(await feedUrlOf(admin.client, 'rotatecalendarfeed'));
    expect(after).not.toBe(before);
    expect((await fetchFeed(before)).statusCode).toBe(404);
    expect((await fetchFeed(after)).statusCode).toBe(200);
    expect(feedPath(await feedUrlOf(admin.client))).toBe(after);
  });

  it('gives each location its own address', async () => {
    const milanoUrl = await feedUrlOf(admin.client);
    await admin.client.action('switchCompanyProfile', { companyId: roma.id });
    const romaUrl = await feedUrlOf(admin.client);
    await admin.client.action('switchCompanyProfile', { companyId: milano.id });
    expect(romaUrl).not.toBe(milanoUrl);
    const response = await fetchFeed(feedPath(romaUrl));
    expect(response.body).toContain('SUMMARY:Sicurezza Roma');
    expect(response.body).not.toContain('Negoziazione');
  });

  it('stops working when the user leaves the company', async () => {
    const leaver = await staff([milano.id], 2);
    const path = feedPath(await feedUrlOf(leaver.client));
    expect((await fetchFeed(path)).statusCode).toBe(200);
    await t.db.delete(companyMembers).where(eq(companyMembers.userId, leaver.id));
    expect((await fetchFeed(path)).statusCode).toBe(404);
  });
});
