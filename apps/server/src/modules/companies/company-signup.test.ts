import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, type ActionName } from '@app/contracts/registry';
import { companies, companyMembers, planRequests, subscriptions, users } from '../../db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import { insertTopic } from '../../test/catalogue-rows.ts';
import { signedIn } from '../../test/upload-fixtures.ts';

/**
 * A company signs itself up (docs/product.md, "A company's lifecycle"): join as a company or SME
 * signs in at once and creates the company, its admin and the trial; createcompany for a
 * signed-in account; one company per VAT id, also when two ask at the same moment; and the
 * trial's end, which stops new money and nothing else.
 */

type Reply = Record<string, unknown> & {
  status: boolean;
  code?: string;
  fields?: Record<string, string[]>;
};

let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false, trialDays: 30 } });
});
afterAll(() => t.close());

async function call(
  client: TestClient,
  action: ActionName,
  fields: Record<string, string | number | boolean> = {},
) {
  const { endpoint } = actions[action];
  const response = await client.action(action, fields, { endpoint, json: true });
  return { http: response.statusCode, body: response.json<Reply>() };
}

/** A new person through `join`; answers the client, now signed in as them. */
async function signUp(fields: Record<string, string> = {}) {
  const client = new TestClient(t.app);
  const name = `co${unique()}`;
  const reply = await call(client, 'join', {
    susername: name,
    semail: `${name}@example.com`,
    spassword: 'Train-2026-ok',
    ...fields,
  });
  return { client, name, reply };
}

async function companyOf(client: TestClient) {
  return (await call(client, 'loginCompanyDetails')).body as Reply & {
    company: { id: number; name: string; kind: string; country: string; userRole: number } | null;
    subscription: { plan: string; trialDaysLeft: number } | null;
  };
}

const usersNamed = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username))).length;

describe('signing up', () => {
  it('as a company: signed in at once, admin of the new company on a 30-day trial', async () => {
    const { client, reply } = await signUp({
      accountKind: 'company',
      companyName: '  Rossi Meccanica S.p.A. ',
      country: 'it',
      firstName: 'Anna',
      lastName: 'Rossi',
    });
    expect(reply.body).toMatchObject({ status: true });
    const me = (await call(client, 'loginuserdetail')).body;
    expect(me).toMatchObject({
      status: true,
      firstName: 'Anna',
      lastName: 'Rossi',
      companyuser: true,
      emailVerified: false,
    });
    const details = await companyOf(client);
    expect(details.company).toMatchObject({
      name: 'Rossi Meccanica S.p.A.',
      kind: 'company',
      country: 'IT',
      userRole: 1,
    });
    expect(details.subscription).toMatchObject({ plan: 'trial', trialDaysLeft: 30 });
  });

  it('as an SME: the SME admin', async () => {
    const { client, reply } = await signUp({
      accountKind: 'sme',
      companyName: 'Bottega Digitale',
      country: 'IT',
    });
    expect(reply.body).toMatchObject({ status: true });
    expect((await companyOf(client)).company).toMatchObject({ kind: 'sme', userRole: 1 });
  });

  it('as a person: signed in at once, of no company', async () => {
    const { client, reply } = await signUp();
    expect(reply.body).toMatchObject({ status: true });
    expect((await call(client, 'loginuserdetail')).body).toMatchObject({
      status: true,
      companyuser: false,
    });
    expect((await companyOf(client)).company).toBeNull();
  });

  it('refuses a company without a name or country, or with a reserved name, creating nothing', async () => {
    for (const [fields, problems] of [
      [
        { accountKind: 'company', country: 'IT' },
        { companyName: ['validation.companyName.short'] },
      ],
      [{ accountKind: 'company', companyName: 'Acme' }, { country: ['validation.required'] }],
      [
        { accountKind: 'sme', companyName: 'Admin', country: 'IT' },
        { companyName: ['validation.companyName.reserved'] },
      ],
      [
        { accountKind: 'company', companyName: 'Acme', country: 'XX' },
        { country: ['validation.invalid'] },
      ],
    ] as const) {
      const { name, reply } = await signUp(fields);
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({ code: 'invalid_input', fields: problems });
      expect(await usersNamed(name)).toBe(0);
    }
  });
});

describe("a new admin's first steps", () => {
  it('are ticked from the company’s real state, for the admin only', async () => {
    const admin = await signUp({ accountKind: 'company', companyName: 'Passi', country: 'IT' });
    const steps = async (client: TestClient) =>
      (
        (await call(client, 'companydashboard')).body as Reply & {
          setup: Array<{ step: string; done: boolean }> | null;
        }
      ).setup;
    expect(await steps(admin.client)).toEqual(
      [
        'verifyEmail',
        'billingDetails',
        'inviteManagers',
        'approvalRules',
        'approveTrainers',
        'firstBooking',
      ].map((step) => ({ step, done: false })),
    );
    const companyId = (await companyOf(admin.client)).company!.id;
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.username, admin.name));
    const manager = await signedIn(t);
    await t.db.insert(companyMembers).values({ companyId, userId: manager.id, userRole: 2 });
    expect(
      (
        await call(admin.client, 'updatefeeapprovalsettings', {
          thresholdMinor: 150_000,
          outsideList: false,
        })
      ).body,
    ).toMatchObject({ status: true });
    const done = (await steps(admin.client))!.filter((step) => step.done).map((step) => step.step);
    expect(done).toEqual(['verifyEmail', 'inviteManagers', 'approvalRules']);
    expect(await steps(manager.client)).toBeNull();
  });
});

describe('createcompany', () => {
  it('makes a signed-in person the admin of a new company, which becomes the active one', async () => {
    const { client } = await signedIn(t);
    const reply = await call(client, 'createcompany', {
      name: 'Verdi Logistica',
      country: 'IT',
      kind: 'company',
      vatId: 'IT 00743110157',
    });
    expect(reply.body).toMatchObject({ status: true });
    expect(typeof reply.body.companyId).toBe('number');
    const details = await companyOf(client);
    expect(details.company).toMatchObject({
      id: reply.body.companyId,
      name: 'Verdi Logistica',
      userRole: 1,
      vatNumber: 'IT00743110157',
    });
    expect(details.subscription).toMatchObject({ plan: 'trial', trialDaysLeft: 30 });
  });

  it('refuses a VAT id another company holds, however it is typed, and names that company', async () => {
    const { client: first } = await signedIn(t);
    const created = await call(first, 'createcompany', {
      name: 'Bianchi Impianti',
      country: 'IT',
      kind: 'company',
      vatId: '01114601006',
    });
    expect(created.body).toMatchObject({ status: true });
    const { client: second, id } = await signedIn(t);
    const again = await call(second, 'createcompany', {
      name: 'Bianchi Copia',
      country: 'IT',
      kind: 'sme',
      vatId: 'it-011.146.010.06',
    });
    expect(again.body).toMatchObject({
      status: false,
      code: 'company_exists',
      company: { id: created.body.companyId, name: 'Bianchi Impianti' },
    });
    const memberships = await t.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, id));
    expect(memberships).toEqual([]);
  });

  it('refuses a VAT id with a wrong check digit', async () => {
    const { client } = await signedIn(t);
    const reply = await call(client, 'createcompany', {
      name: 'Errore Srl',
      country: 'IT',
      kind: 'company',
      vatId: 'IT00743110158',
    });
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ fields: { vatId: ['billing.problems.vatId'] } });
  });

  it('lets one of two people creating the same VAT id at the same moment through', async () => {
    const people = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
    const replies = await Promise.all(
      people.map(({ client }, index) =>
        call(client, 'createcompany', {
          name: `Gara ${index}`,
          country: 'IT',
          kind: 'company',
          vatId: 'IT02839750995',
        }),
      ),
    );
    expect(replies.filter((reply) => reply.body.status)).toHaveLength(1);
    expect(replies.filter((reply) => reply.body.code === 'company_exists')).toHaveLength(2);
    const rows = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.vatKey, 'IT02839750995'));
    expect(rows).toHaveLength(1);
  });
});

describe("the trial's end", () => {
  interface World {
    admin: Awaited<ReturnType<typeof signUp>>;
    manager: TestClient;
    provider: TestClient;
    companyId: number;
    topicId: number;
  }

  /** A company (admin verified) with a manager, a 1 500 € threshold and a provider's topic. */
  async function world(): Promise<World> {
    const admin = await signUp({
      accountKind: 'company',
      companyName: 'Fine Prova',
      country: 'IT',
    });
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.username, admin.name));
    const companyId = (await companyOf(admin.client)).company!.id;
    await t.db
      .update(companies)
      .set({ approvalThresholdMinor: 150_000 })
      .where(eq(companies.id, companyId));
    const manager = await signedIn(t);
    await t.db.insert(companyMembers).values({ companyId, userId: manager.id, userRole: 2 });
    const provider = await signedIn(t, 'provider');
    const topicId = (await insertTopic(t.db, provider.id, { priceMinor: 100_000 })).id;
    return { admin, manager: manager.client, provider: provider.client, companyId, topicId };
  }

  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const book = (client: TestClient, topicId: number, participants: number, forCompany = true) =>
    call(client, 'requestbooking', {
      topicId,
      dates: JSON.stringify([inDays(10)]),
      participants,
      delivery: 'online',
      forCompany,
    });
  const fire = (client: TestClient, id: number, transition: string, more = {}) =>
    call(client, 'bookingtransition', { id, transition, ...more });
  const expire = (companyId: number) =>
    t.db
      .update(subscriptions)
      .set({ endDate: sql`now() - interval '1 minute'` })
      .where(eq(subscriptions.companyId, companyId));

  it('stops new company bookings, fee approvals and purchase orders, and nothing else', async () => {
    const w = await world();
    // Before the end: a booking that waits for approval, and one the provider accepts.
    const waiting = (await book(w.manager, w.topicId, 2)).body.booking as { id: number };
    const own = (await book(w.admin.client, w.topicId, 1)).body.booking as { id: number };
    expect((await fire(w.provider, own.id, 'accept', { dateIndex: 0 })).body).toMatchObject({
      status: true,
    });
    await expire(w.companyId);

    const expired = { status: false, code: 'subscription_expired' };
    expect((await book(w.manager, w.topicId, 1)).body).toMatchObject(expired);
    expect((await fire(w.admin.client, waiting.id, 'approve')).body).toMatchObject(expired);
    expect(
      (await call(w.admin.client, 'issuePurchaseOrder', { bookingId: own.id })).body,
    ).toMatchObject(expired);

    // Everything else keeps working: a private booking, rejecting, reading, asking for a plan.
    expect((await book(w.manager, w.topicId, 1, false)).body).toMatchObject({ status: true });
    expect(
      (await fire(w.admin.client, waiting.id, 'reject', { reason: 'Not now' })).body,
    ).toMatchObject({ status: true, booking: { state: 'rejected' } });
    for (const action of ['companydashboard', 'feeapprovals', 'companyPurchaseOrders'] as const) {
      expect((await call(w.admin.client, action)).body, action).toMatchObject({ status: true });
    }
    expect((await call(w.admin.client, 'requestplan', { plan: 'standard' })).body).toMatchObject({
      status: true,
      request: { plan: 'standard' },
    });
    // The booking accepted before the end goes on: its provider may still cancel or complete it.
    expect((await companyOf(w.admin.client)).subscription).toMatchObject({ trialDaysLeft: 0 });
  });

  it('lets a new admin explore but not approve money until the address is confirmed', async () => {
    const w = await world();
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.username, w.admin.name));
    const waiting = (await book(w.manager, w.topicId, 2)).body.booking as { id: number };
    expect((await fire(w.admin.client, waiting.id, 'approve')).body).toMatchObject({
      status: false,
      code: 'email_not_verified',
    });
    expect((await call(w.admin.client, 'feeapprovals')).body).toMatchObject({ status: true });
  });
});

describe('requestplan', () => {
  it('stores one open request per plan for the operators, and lists them', async () => {
    const { client } = await signUp({
      accountKind: 'company',
      companyName: 'Piani',
      country: 'IT',
    });
    const first = await call(client, 'requestplan', {
      plan: 'business',
      message: 'Per 40 persone',
    });
    expect(first.body).toMatchObject({ status: true, request: { plan: 'business' } });
    expect((await call(client, 'requestplan', { plan: 'business' })).body).toMatchObject({
      status: false,
      code: 'plan_already_requested',
    });
    expect((await call(client, 'requestplan', { plan: 'gold' })).http).toBe(400);
    const listed = (await call(client, 'planrequests')).body as Reply & {
      list: Array<{ plan: string }>;
    };
    expect(listed.list.map((row) => row.plan)).toEqual(['business']);
    const stored = await t.db.select().from(planRequests).where(eq(planRequests.plan, 'business'));
    expect(stored.some((row) => row.message === 'Per 40 persone' && row.state === 'open')).toBe(
      true,
    );
  });
});
