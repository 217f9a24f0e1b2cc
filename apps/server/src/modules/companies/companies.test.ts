import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, subscriptions, users } from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
let companyCounter = 0;

/** Fixtures of this file: companies, memberships and subscriptions, straight into the database. */
async function createCompany(
  fields: Partial<typeof companies.$inferInsert> & { kind?: 'company' | 'sme' } = {},
) {
  companyCounter += 1;
  const [row] = await t.db
    .insert(companies)
    .values({
      slug: `company-${Date.now().toString(36)}-${companyCounter}`,
      name: `Company ${companyCounter}`,
      kind: 'company',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

const addMember = (companyId: number, userId: number, userRole: number) =>
  t.db.insert(companyMembers).values({ companyId, userId, userRole });

const addSubscription = (companyId: number, endDate: Date, plan = 'trial', createdAt?: Date) =>
  t.db
    .insert(subscriptions)
    .values({ companyId, endDate, plan, ...(createdAt ? { createdAt } : {}) });

async function signedIn() {
  const user = await createUser(t.db);
  const client = new TestClient(t.app);
  expect((await client.login(user.username, user.password)).json()).toMatchObject({
    status: true,
  });
  return { user, client };
}

const companyDetails = async (client: TestClient) => {
  const response = await client.action('loginCompanyDetails');
  expect(response.statusCode).toBe(200);
  return response.json<{
    status: true;
    company: null | (Record<string, unknown> & { id: number; userRole: number });
    subscription: null | { plan: string; end_date: string; trialDaysLeft: number };
  }>();
};

const multilocation = async (client: TestClient) => {
  const response = await client.action('smeGetMultilocation', {}, { endpoint: 'second' });
  expect(response.statusCode).toBe(200);
  return response.json<{
    status: true;
    list: Array<{ id: number; name: string; country: string | null; active: boolean }>;
  }>().list;
};

describe('company actions need a session', () => {
  it.each([
    ['loginCompanyDetails', 'main', {}],
    ['smeGetMultilocation', 'second', {}],
    ['switchCompanyProfile', 'main', { companyId: 1 }],
    ['updateCompanyDetails', 'main', { name: 'Someone else' }],
  ])('%s answers 401 auth_required to a visitor', async (action, endpoint, fields) => {
    const response = await new TestClient(t.app).action(action, fields, { endpoint });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'auth_required' });
  });
});

describe('loginCompanyDetails', () => {
  it('answers null company and subscription for a user of no company', async () => {
    const { client } = await signedIn();
    expect(await companyDetails(client)).toEqual({
      status: true,
      company: null,
      subscription: null,
    });
  });

  it("gives an admin the company, their role and the trial's days left", async () => {
    const { user, client } = await signedIn();
    const company = await createCompany({
      name: 'Acme Formazione',
      country: 'IT',
      industry: 'Manufacturing',
      website: 'https://acme.example.com',
      description: 'Training for factories',
      vatNumber: 'IT01234567890',
      address: 'Via Roma 1, Milano',
      logo: { original: '/uploads/logo.png', thumb90: '/uploads/logo-90.png' },
    });
    await addMember(company.id, user.id, 1);
    const endDate = new Date(Date.now() + 2 * DAY + 12 * 60 * 60 * 1000);
    await addSubscription(company.id, endDate);

    expect(await companyDetails(client)).toEqual({
      status: true,
      company: {
        id: company.id,
        slug: company.slug,
        name: 'Acme Formazione',
        kind: 'company',
        logo: { original: '/uploads/logo.png', thumb90: '/uploads/logo-90.png' },
        country: 'IT',
        userRole: 1,
        industry: 'Manufacturing',
        website: 'https://acme.example.com',
        description: 'Training for factories',
        vatNumber: 'IT01234567890',
        address: 'Via Roma 1, Milano',
      },
      subscription: { plan: 'trial', end_date: endDate.toISOString(), trialDaysLeft: 3 },
    });
    // The session flags follow the membership.
    expect((await client.action('loginuserdetail')).json()).toMatchObject({
      companyuser: true,
      smeuser: false,
    });
  });

  it('gives a manager their role, uses the latest subscription and never counts below 0', async () => {
    const { user, client } = await signedIn();
    const company = await createCompany({ kind: 'sme' });
    await addMember(company.id, user.id, 2);
    await addSubscription(
      company.id,
      new Date(Date.now() + 20 * DAY),
      'trial',
      new Date(Date.now() - 40 * DAY),
    );
    await addSubscription(
      company.id,
      new Date(Date.now() - 5 * DAY),
      'standard',
      new Date(Date.now() - DAY),
    );
    const details = await companyDetails(client);
    expect(details.company).toMatchObject({ id: company.id, kind: 'sme', userRole: 2, logo: null });
    expect(details.subscription).toMatchObject({ plan: 'standard', trialDaysLeft: 0 });
    expect((await client.action('loginuserdetail')).json()).toMatchObject({
      companyuser: false,
      smeuser: true,
    });
  });

  it('answers subscription null for a company without one', async () => {
    const { user, client } = await signedIn();
    const company = await createCompany();
    await addMember(company.id, user.id, 1);
    const details = await companyDetails(client);
    expect(details.company?.id).toBe(company.id);
    expect(details.subscription).toBeNull();
  });

  it('falls back to the first membership when the stored company is no longer theirs', async () => {
    const { user, client } = await signedIn();
    const first = await createCompany();
    const second = await createCompany();
    const left = await createCompany();
    await addMember(second.id, user.id, 1);
    await addMember(first.id, user.id, 2);
    await t.db.update(users).set({ activeCompanyId: left.id }).where(eq(users.id, user.id));
    expect((await companyDetails(client)).company).toMatchObject({ id: first.id, userRole: 2 });
  });
});

describe('smeGetMultilocation', () => {
  it('lists the one company of a normal admin', async () => {
    const { user, client } = await signedIn();
    const company = await createCompany({ name: 'Solo Srl', country: 'IT' });
    await addMember(company.id, user.id, 1);
    expect(await multilocation(client)).toEqual([
      { id: company.id, name: 'Solo Srl', country: 'IT', active: true },
    ]);
  });

  it('lists every company a multi-location super admin administers, the active one marked', async () => {
    const { user, client } = await signedIn();
    const milano = await createCompany({ name: 'Sede Milano', country: 'IT', kind: 'sme' });
    const berlin = await createCompany({ name: 'Standort Berlin', country: 'DE', kind: 'sme' });
    const paris = await createCompany({ name: 'Site Paris', country: null, kind: 'sme' });
    const managed = await createCompany({ name: 'Only managed' });
    for (const company of [milano, berlin, paris]) await addMember(company.id, user.id, 1);
    await addMember(managed.id, user.id, 2);
    await t.db.update(users).set({ activeCompanyId: berlin.id }).where(eq(users.id, user.id));
    expect(await multilocation(client)).toEqual([
      { id: milano.id, name: 'Sede Milano', country: 'IT', active: false },
      { id: berlin.id, name: 'Standort Berlin', country: 'DE', active: true },
      { id: paris.id, name: 'Site Paris', country: null, active: false },
    ]);
  });

  it('is empty for a manager and for a user of no company', async () => {
    const manager = await signedIn();
    const company = await createCompany();
    await addMember(company.id, manager.user.id, 2);
    expect(await multilocation(manager.client)).toEqual([]);
    const nobody = await signedIn();
    expect(await multilocation(nobody.client)).toEqual([]);
  });

  it('lives on the second endpoint only', async () => {
    const { client } = await signedIn();
    const response = await client.action('smeGetMultilocation');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unknown_action' });
  });
});

describe('switchCompanyProfile', () => {
  it("makes another of the user's company profiles the active one", async () => {
    const { user, client } = await signedIn();
    const first = await createCompany({ name: 'First site' });
    const second = await createCompany({ name: 'Second site' });
    await addMember(first.id, user.id, 1);
    await addMember(second.id, user.id, 1);
    expect((await companyDetails(client)).company?.id).toBe(first.id);

    const response = await client.action('switchCompanyProfile', { companyId: second.id });
    expect(response.json()).toEqual({ status: true, msg: 'Company profile switched' });
    expect((await companyDetails(client)).company).toMatchObject({
      id: second.id,
      name: 'Second site',
    });
    expect((await multilocation(client)).map((entry) => [entry.id, entry.active])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.activeCompanyId).toBe(second.id);
  });

  it('refuses a company the user is not a member of, or one that does not exist', async () => {
    const { user, client } = await signedIn();
    const mine = await createCompany();
    const theirs = await createCompany();
    await addMember(mine.id, user.id, 1);
    for (const companyId of [theirs.id, 987_654]) {
      const response = await client.action('switchCompanyProfile', { companyId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: false,
        code: 'not_company_member',
        msg: 'You are not a member of this company profile',
      });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.activeCompanyId).toBeNull();
    expect((await companyDetails(client)).company?.id).toBe(mine.id);
  });

  it('refuses a company id that is not a number', async () => {
    const { client } = await signedIn();
    const response = await client.action('switchCompanyProfile', { companyId: 'abc' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fields: Record<string, string[]> }>();
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.fields)).toEqual(['companyId']);
  });
});

describe('updateCompanyDetails', () => {
  it("lets the admin edit the active company's details", async () => {
    const { user, client } = await signedIn();
    const company = await createCompany({
      name: 'Old name',
      country: 'IT',
      description: 'Keeps its description',
      vatNumber: 'IT000',
    });
    await addMember(company.id, user.id, 1);
    const response = await client.action('updateCompanyDetails', {
      name: '  New name  ',
      country: 'DE',
      industry: 'Logistics',
      website: 'https://new.example.com',
      vatNumber: '',
      address: 'Hauptstraße 5, Berlin',
    });
    expect(response.json()).toEqual({ status: true, msg: 'Company details updated successfully' });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({
      name: 'New name',
      country: 'DE',
      industry: 'Logistics',
      website: 'https://new.example.com',
      // Absent fields stay; a field sent empty is cleared.
      description: 'Keeps its description',
      vatNumber: null,
      address: 'Hauptstraße 5, Berlin',
    });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(company.updatedAt.getTime());
    expect((await companyDetails(client)).company).toMatchObject({ name: 'New name' });
  });

  it('refuses a manager with 403 forbidden and changes nothing', async () => {
    const { user, client } = await signedIn();
    const company = await createCompany({ name: 'Managed Co' });
    await addMember(company.id, user.id, 2);
    const response = await client.action('updateCompanyDetails', { name: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      code: 'forbidden',
      msg: 'You are not allowed to do this',
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.name).toBe('Managed Co');
  });

  it('edits only the active company of a multi-location admin, and follows a switch', async () => {
    const { user, client } = await signedIn();
    const first = await createCompany({ name: 'First' });
    const second = await createCompany({ name: 'Second' });
    await addMember(first.id, user.id, 1);
    await addMember(second.id, user.id, 2);
    await client.action('updateCompanyDetails', { name: 'First renamed' });
    await client.action('switchCompanyProfile', { companyId: second.id });
    // An admin of one site is only a manager of the other.
    const refused = await client.action('updateCompanyDetails', { name: 'Second renamed' });
    expect(refused.statusCode).toBe(403);
    const names = await t.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, first.id))
      .union(
        t.db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(eq(companies.id, second.id)),
      );
    expect(Object.fromEntries(names.map((entry) => [entry.id, entry.name]))).toEqual({
      [first.id]: 'First renamed',
      [second.id]: 'Second',
    });
  });

  it('answers not_company_member to a user of no company', async () => {
    const { client } = await signedIn();
    const response = await client.action('updateCompanyDetails', { name: 'Nobody Inc' });
    expect(response.json()).toMatchObject({ status: false, code: 'not_company_member' });
  });

  it('validates the fields', async () => {
    const { user, client } = await signedIn();
    const company = await createCompany();
    await addMember(company.id, user.id, 1);
    const response = await client.action('updateCompanyDetails', {
      name: ' ',
      website: 'javascript:alert(1)',
      country: 'Italy',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      fields: {
        name: ['validation.required'],
        website: ['validation.website.pattern'],
        country: ['validation.tooLong'],
      },
    });
  });
});
