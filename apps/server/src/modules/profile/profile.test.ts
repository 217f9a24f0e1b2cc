import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, favourites, subscriptions, users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import {
  createProvider,
  insertEvent,
  insertRequirement,
  insertTopic,
} from '../../test/catalogue-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function signedIn(overrides: { username?: string } = {}) {
  const user = await createUser(t.db, overrides);
  const client = new TestClient(t.app);
  expect((await client.login(user.username, user.password)).json()).toMatchObject({
    status: true,
  });
  return { ...user, client };
}

/** updateprofile as JSON, which carries real arrays (TestClient.action sends flat fields). */
function updateAsJson(client: TestClient, fields: Record<string, unknown>) {
  return client.request({
    method: 'POST',
    url: '/inc/main',
    payload: JSON.stringify({ action: 'updateprofile', ...fields }),
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
    },
  });
}

async function createCompany(kind: 'company' | 'sme' = 'company') {
  const slug = `co-${Math.random().toString(36).slice(2, 10)}`;
  const [company] = await t.db
    .insert(companies)
    .values({ slug, name: `Company ${slug}`, kind })
    .returning({ id: companies.id });
  if (!company) throw new Error('no company');
  return company.id;
}

describe('myprofile', () => {
  it('answers the own profile, e-mail and phone included', async () => {
    const { client, id, username, email } = await signedIn();
    await t.db.update(users).set({ phone: '+39 333123456789' }).where(eq(users.id, id));
    const response = await client.action('myprofile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      profile: {
        userId: id,
        username,
        email,
        firstName: null,
        lastName: null,
        headline: null,
        bio: null,
        skills: [],
        languages: [],
        location: null,
        website: null,
        phone: '+39 333123456789',
        profileImage: null,
        serviceType: 'seeker',
        vatRate: 2200,
      },
    });
  });

  it('needs a session', async () => {
    const response = await new TestClient(t.app).action('myprofile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false, code: 'auth_required' });
  });
});

describe('updateprofile', () => {
  it('saves the fields sent and leaves the others as they are', async () => {
    const { client } = await signedIn();
    const first = await client.action('updateprofile', {
      firstName: '  Giulia ',
      lastName: 'Bianchi',
      headline: 'Trainer of trainers',
      bio: 'Ten years of leadership courses.',
      skills: 'Leadership, Public speaking,, Leadership ,',
      languages: 'Italian,English',
      location: 'Milano',
      website: 'https://giulia.example.com',
    });
    expect(first.json()).toEqual({ status: true, msg: 'Profile updated successfully!!' });

    await client.action('updateprofile', { headline: 'Senior trainer' });
    const { profile } = (await client.action('myprofile')).json<{
      profile: Record<string, unknown>;
    }>();
    expect(profile).toMatchObject({
      firstName: 'Giulia',
      lastName: 'Bianchi',
      headline: 'Senior trainer',
      bio: 'Ten years of leadership courses.',
      skills: ['Leadership', 'Public speaking'],
      languages: ['Italian', 'English'],
      location: 'Milano',
      website: 'https://giulia.example.com',
    });
  });

  it('clears fields sent empty, lists included', async () => {
    const { client } = await signedIn();
    await updateAsJson(client, {
      headline: 'Coach',
      skills: ['Excel', 'Power BI'],
      location: 'Roma',
    });
    expect((await client.action('myprofile')).json()).toMatchObject({
      profile: { skills: ['Excel', 'Power BI'], location: 'Roma' },
    });
    await updateAsJson(client, { headline: '', skills: [], website: '', location: '   ' });
    const { profile } = (await client.action('myprofile')).json<{
      profile: Record<string, unknown>;
    }>();
    expect(profile).toMatchObject({ headline: null, skills: [], website: null, location: null });
  });

  it('accepts an empty request and changes nothing', async () => {
    const { client } = await signedIn();
    await client.action('updateprofile', { bio: 'Still here' });
    expect((await client.action('updateprofile')).json()).toMatchObject({ status: true });
    expect((await client.action('myprofile')).json()).toMatchObject({
      profile: { bio: 'Still here' },
    });
  });

  it.each([
    [{ website: 'javascript:alert(1)' }, { website: ['validation.website.pattern'] }],
    [{ website: 'www.example.com' }, { website: ['validation.website.pattern'] }],
    [{ headline: 'x'.repeat(121) }, { headline: ['validation.tooLong'] }],
    [{ firstName: 'x'.repeat(61) }, { firstName: ['validation.tooLong'] }],
    [
      { skills: Array.from({ length: 21 }, (_, i) => `s${i}`).join(',') },
      { skills: ['validation.tooLong'] },
    ],
    [{ skills: 'x'.repeat(41) }, { skills: ['validation.tooLong'] }],
  ])('refuses %j with per-field messages', async (fields, expected) => {
    const { client } = await signedIn();
    const response = await client.action('updateprofile', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: 'invalid_input' });
    const body = response.json<{ fields: Record<string, string[]> }>();
    for (const [field, keys] of Object.entries(expected)) {
      const found = Object.entries(body.fields).find(([name]) => name.startsWith(field));
      expect(found?.[1]).toEqual(keys);
    }
  });

  it('needs a session', async () => {
    const response = await new TestClient(t.app).action('updateprofile', { headline: 'x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('publicprofile', () => {
  it('finds an active user by username in any case, without e-mail or phone', async () => {
    const { client, id, username } = await signedIn();
    await client.action('updateprofile', { firstName: 'Anna', headline: 'Excel trainer' });
    await t.db.update(users).set({ phone: '+39 333123456789' }).where(eq(users.id, id));

    const visitor = new TestClient(t.app);
    const response = await visitor.action('publicprofile', { username: username.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: boolean; profile: Record<string, unknown> }>();
    expect(body.status).toBe(true);
    expect(body.profile).toMatchObject({
      userId: id,
      username,
      firstName: 'Anna',
      headline: 'Excel trainer',
      profileImage: null,
      serviceType: 'seeker',
    });
    expect(body.profile).not.toHaveProperty('email');
    expect(body.profile).not.toHaveProperty('phone');
    expect(JSON.stringify(body)).not.toContain('@example.com');
    expect(JSON.stringify(body)).not.toContain('333123456789');
    const memberSince = body.profile.memberSince as string;
    expect(new Date(memberSince).toISOString()).toBe(memberSince);
    expect(Date.now() - Date.parse(memberSince)).toBeLessThan(60_000);
  });

  it('finds a user by numeric profile id', async () => {
    const { id, username } = await createUser(t.db);
    const response = await new TestClient(t.app).action('publicprofile', { username: String(id) });
    expect(response.json()).toMatchObject({ status: true, profile: { userId: id, username } });
  });

  it('does not find deactivated users, by name or by id', async () => {
    const { id, username } = await createUser(t.db);
    await t.db
      .update(users)
      .set({ isActive: false, deactivatedAt: new Date() })
      .where(eq(users.id, id));
    for (const key of [username, String(id)]) {
      const response = await new TestClient(t.app).action('publicprofile', { username: key });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: false,
        code: 'profile_not_found',
        msg: 'This profile does not exist or is no longer available',
      });
    }
  });

  it('answers profile_not_found for unknown names and ids', async () => {
    for (const key of ['nobody_here_at_all', '99999999', '99999999999999', 'user_%']) {
      const response = await new TestClient(t.app).action('publicprofile', { username: key });
      expect(response.json()).toMatchObject({ status: false, code: 'profile_not_found' });
    }
  });

  it('refuses an empty or overlong key', async () => {
    for (const key of ['', '   ', 'x'.repeat(65)]) {
      const response = await new TestClient(t.app).action('publicprofile', { username: key });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input' });
    }
  });
});

describe('dashboardsummary', () => {
  it('counts seven items equally and lists the missing ones', async () => {
    const { client, id } = await signedIn();
    expect((await client.action('dashboardsummary')).json()).toEqual({
      status: true,
      profileCompleteness: 0,
      missing: ['name', 'headline', 'bio', 'skills', 'languages', 'location', 'profileImage'],
      trialDaysLeft: null,
      seeking: {
        openRequirements: 0,
        quotesToDecide: 0,
        quotesRequirementUrl: null,
        upcomingTrainings: 0,
        favourites: 0,
      },
      offering: null,
    });

    // A first name alone is not a name.
    await client.action('updateprofile', { firstName: 'Luca', headline: 'Coach', skills: 'Sales' });
    expect((await client.action('dashboardsummary')).json()).toMatchObject({
      profileCompleteness: 29,
      missing: ['name', 'bio', 'languages', 'location', 'profileImage'],
    });

    await client.action('updateprofile', {
      lastName: 'Verdi',
      bio: 'Sales coach',
      languages: 'Italian',
      location: 'Torino',
    });
    expect((await client.action('dashboardsummary')).json()).toMatchObject({
      profileCompleteness: 86,
      missing: ['profileImage'],
    });

    await t.db
      .update(users)
      .set({
        profileImage: {
          original: '/uploads/profile/x-original.webp',
          thumb90: '/uploads/profile/x-thumb90.webp',
        },
      })
      .where(eq(users.id, id));
    expect((await client.action('dashboardsummary')).json()).toMatchObject({
      profileCompleteness: 100,
      missing: [],
    });
  });

  it("counts the user's own work: what they seek, and what a provider offers (issue 17)", async () => {
    const seeker = await signedIn();
    await insertRequirement(t.db, seeker.id, { status: 'open' });
    await insertRequirement(t.db, seeker.id, { status: 'closed' });
    const provider = await createProvider(t.db);
    const published = await insertTopic(t.db, provider.id, { status: 'published' });
    await insertTopic(t.db, provider.id, { status: 'draft' });
    await insertEvent(t.db, provider.id, { status: 'published' });
    await t.db.insert(favourites).values({ userId: seeker.id, topicId: published.id });
    expect((await seeker.client.action('dashboardsummary')).json()).toMatchObject({
      seeking: { openRequirements: 1, quotesToDecide: 0, upcomingTrainings: 0, favourites: 1 },
      offering: null,
    });
    const providerClient = new TestClient(t.app);
    await providerClient.login(provider.username, provider.password);
    expect((await providerClient.action('dashboardsummary')).json()).toMatchObject({
      offering: {
        publishedTopics: 1,
        draftTopics: 1,
        upcomingEvents: 1,
        upcomingTrainings: 0,
        revenueThisYearMinor: 0,
        rating: null,
        reviews: 0,
      },
    });
  });

  it('gives company users the days left of their current (latest added) subscription, rounded up', async () => {
    const { client, id } = await signedIn();
    const companyId = await createCompany('company');
    await t.db.insert(companyMembers).values({ companyId, userId: id, userRole: 2 });
    expect((await client.action('dashboardsummary')).json()).toMatchObject({
      trialDaysLeft: null,
    });

    // The current subscription is the one added last (a renewal adds a row), as for
    // loginCompanyDetails: both answers come from one rule.
    await t.db.insert(subscriptions).values([
      {
        companyId,
        endDate: new Date(Date.now() + 2.2 * DAY),
        createdAt: new Date(Date.now() - 9 * DAY),
      },
      {
        companyId,
        endDate: new Date(Date.now() + 9.5 * DAY),
        createdAt: new Date(Date.now() - DAY),
      },
      {
        companyId,
        endDate: new Date(Date.now() + 30 * DAY),
        createdAt: new Date(Date.now() - 5 * DAY),
      },
    ]);
    expect((await client.action('dashboardsummary')).json()).toMatchObject({ trialDaysLeft: 10 });
  });

  it('never answers negative days', async () => {
    const { client, id } = await signedIn();
    const companyId = await createCompany('sme');
    await t.db.insert(companyMembers).values({ companyId, userId: id, userRole: 1 });
    await t.db.insert(subscriptions).values({ companyId, endDate: new Date(Date.now() - 5 * DAY) });
    expect((await client.action('dashboardsummary')).json()).toMatchObject({ trialDaysLeft: 0 });
  });

  it('uses the active company, or the first membership when the user left it', async () => {
    const { client, id } = await signedIn();
    const first = await createCompany();
    const second = await createCompany();
    const left = await createCompany();
    await t.db.insert(companyMembers).values([
      { companyId: first, userId: id, userRole: 1 },
      { companyId: second, userId: id, userRole: 1 },
    ]);
    await t.db.insert(subscriptions).values([
      { companyId: first, endDate: new Date(Date.now() + 3.5 * DAY) },
      { companyId: second, endDate: new Date(Date.now() + 20.5 * DAY) },
      { companyId: left, endDate: new Date(Date.now() + 50.5 * DAY) },
    ]);
    expect((await client.action('dashboardsummary')).json()).toMatchObject({ trialDaysLeft: 4 });

    await t.db.update(users).set({ activeCompanyId: second }).where(eq(users.id, id));
    expect((await client.action('dashboardsummary')).json()).toMatchObject({ trialDaysLeft: 21 });

    await t.db.update(users).set({ activeCompanyId: left }).where(eq(users.id, id));
    expect((await client.action('dashboardsummary')).json()).toMatchObject({ trialDaysLeft: 4 });
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.app).action('dashboardsummary')).statusCode).toBe(401);
  });
});
