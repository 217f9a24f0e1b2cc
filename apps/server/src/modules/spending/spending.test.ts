import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, companies, companyBudgets, companyMembers } from '../../db/schema.ts';
import { insertTopic } from '../../test/catalogue-rows.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertTestInvoice, insertTestPurchaseOrder } from '../../test/money-rows.ts';
import { signedIn } from '../../test/upload-fixtures.ts';

/**
 * The spending report (docs/product.md, "Spending") on hand-worked figures: committed from the
 * purchase orders not cancelled, actual from invoices less credit notes, against budgets; a
 * manager sees their location only, a super admin each location and the sum, nobody another
 * company's documents.
 */

type Reply = Record<string, unknown> & { status: boolean; code?: string };
interface Figure {
  committedMinor: number;
  actualMinor: number;
  orders: number;
  invoices: number;
}
type Group = Figure & { id: number | null; label: string | null };
interface Report {
  status: true;
  year: number;
  locations: Array<{ id: number; name: string }>;
  activeLocationId: number;
  total: Figure;
  byMonth: Array<Figure & { month: number }>;
  byLocation: Group[];
  byDepartment: Group[];
  byCategory: Group[];
  byProvider: Group[];
  budgets: Array<{
    locationId: number;
    locationName: string;
    department: string;
    amountMinor: number;
    bookedMinor: number;
    committedMinor: number;
    actualMinor: number;
    remainingMinor: number;
  }>;
}
type Caller = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let milano: number;
let roma: number;
let beta: number;
let superAdmin: Caller;
let manager: Caller;
let betaAdmin: Caller;
let rossi: Caller;
let verdi: Caller;

const report = async (caller: Caller, fields: Record<string, unknown> = {}) =>
  (
    await caller.client.action('spendingreport', fields as never, {
      endpoint: 'selling',
      json: true,
    })
  ).json<Report & Reply>();

async function company(name: string, parentId: number | null = null) {
  const [row] = await t.db
    .insert(companies)
    .values({ slug: `spend-${name}-${Date.now().toString(36)}`, name, kind: 'company', parentId })
    .returning({ id: companies.id });
  return row!.id;
}

const member = (companyId: number, user: Caller, userRole: number) =>
  t.db.insert(companyMembers).values({ companyId, userId: user.id, userRole });

const figure = (committedMinor: number, actualMinor: number, orders: number, invoices: number) => ({
  committedMinor,
  actualMinor,
  orders,
  invoices,
});

beforeAll(async () => {
  t = await createTestApp();
  milano = await company('Milano');
  roma = await company('Roma', milano);
  beta = await company('Beta');
  superAdmin = await signedIn(t);
  manager = await signedIn(t);
  betaAdmin = await signedIn(t);
  rossi = await signedIn(t, 'provider');
  verdi = await signedIn(t, 'provider');
  await member(milano, superAdmin, 1);
  await member(roma, superAdmin, 1);
  await member(milano, manager, 2);
  await member(beta, betaAdmin, 1);

  const order = (values: Parameters<typeof insertTestPurchaseOrder>[1]) =>
    insertTestPurchaseOrder(t.db, values);
  const invoice = (values: Parameters<typeof insertTestInvoice>[1]) =>
    insertTestInvoice(t.db, values);
  await order({
    companyId: milano,
    providerId: rossi.id,
    provider: 'Formazione Rossi',
    issueDate: '2026-02-01',
    netMinor: 100_000,
    state: 'invoiced',
    department: 'Sales',
    category: 'Safety',
  });
  await order({
    companyId: milano,
    providerId: verdi.id,
    provider: 'Studio Verdi',
    issueDate: '2026-05-01',
    netMinor: 50_000,
  });
  await order({
    companyId: milano,
    providerId: verdi.id,
    issueDate: '2026-05-02',
    netMinor: 40_000,
    state: 'cancelled',
  });
  await order({
    companyId: roma,
    providerId: rossi.id,
    provider: 'Formazione Rossi',
    issueDate: '2026-02-10',
    netMinor: 25_000,
    state: 'acknowledged',
    department: 'Sales',
    category: 'Safety',
  });
  await invoice({
    companyId: milano,
    providerId: rossi.id,
    seller: 'Formazione Rossi',
    issueDate: '2026-02-20',
    netMinor: 100_000,
    state: 'paid',
    department: 'Sales',
    category: 'Safety',
  });
  const credited = await invoice({
    companyId: milano,
    providerId: verdi.id,
    seller: 'Studio Verdi',
    issueDate: '2026-06-01',
    netMinor: 20_000,
    state: 'credited',
  });
  await invoice({
    companyId: milano,
    providerId: verdi.id,
    seller: 'Studio Verdi',
    issueDate: '2026-06-05',
    netMinor: 20_000,
    kind: 'credit_note',
    creditedInvoiceId: credited,
  });
  await invoice({
    companyId: roma,
    providerId: rossi.id,
    seller: 'Formazione Rossi',
    issueDate: '2026-03-01',
    netMinor: 25_000,
    department: 'Sales',
    category: 'Safety',
  });
  await invoice({
    companyId: beta,
    providerId: rossi.id,
    issueDate: '2026-03-01',
    netMinor: 1_000,
  });
  await t.db.insert(companyBudgets).values([
    { companyId: milano, year: 2026, department: '', amountMinor: 500_000 },
    { companyId: milano, year: 2026, department: 'Sales', amountMinor: 200_000 },
    { companyId: roma, year: 2026, department: '', amountMinor: 100_000 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('spendingreport', () => {
  it('shows a manager their location: committed orders beside invoices less credit notes', async () => {
    const body = await report(manager, { year: 2026 });
    expect(body.status).toBe(true);
    expect(body.total).toEqual(figure(183_000, 122_000, 2, 3));
    expect(body.byMonth).toHaveLength(12);
    expect(body.byMonth[1]).toEqual({ month: 2, ...figure(122_000, 122_000, 1, 1) });
    expect(body.byMonth[4]).toEqual({ month: 5, ...figure(61_000, 0, 1, 0) });
    expect(body.byMonth[5]).toEqual({ month: 6, ...figure(0, 0, 0, 2) });
    expect(body.byLocation).toEqual([
      { id: milano, label: 'Milano', ...figure(183_000, 122_000, 2, 3) },
    ]);
  });

  it('groups by department, category and provider', async () => {
    const body = await report(manager, { year: 2026 });
    expect(body.byDepartment).toEqual([
      { id: null, label: 'Sales', ...figure(122_000, 122_000, 1, 1) },
      { id: null, label: null, ...figure(61_000, 0, 1, 2) },
    ]);
    expect(body.byCategory).toEqual([
      { id: null, label: 'Safety', ...figure(122_000, 122_000, 1, 1) },
      { id: null, label: null, ...figure(61_000, 0, 1, 2) },
    ]);
    expect(body.byProvider).toEqual([
      { id: rossi.id, label: 'Formazione Rossi', ...figure(122_000, 122_000, 1, 1) },
      { id: verdi.id, label: 'Studio Verdi', ...figure(61_000, 0, 1, 2) },
    ]);
  });

  it('sets the figures against the location’s and the department’s budgets', async () => {
    const body = await report(manager, { year: 2026 });
    expect(body.budgets).toEqual([
      {
        locationId: milano,
        locationName: 'Milano',
        department: '',
        amountMinor: 500_000,
        bookedMinor: 0,
        committedMinor: 183_000,
        actualMinor: 122_000,
        remainingMinor: 500_000,
      },
      {
        locationId: milano,
        locationName: 'Milano',
        department: 'Sales',
        amountMinor: 200_000,
        bookedMinor: 0,
        committedMinor: 122_000,
        actualMinor: 122_000,
        remainingMinor: 200_000,
      },
    ]);
  });

  it('keeps a manager to their own location', async () => {
    const all = await report(manager, { year: 2026, location: 'all' });
    expect(all.byLocation.map((row) => row.id)).toEqual([milano]);
    expect(await report(manager, { year: 2026, location: roma })).toMatchObject({
      status: false,
      code: 'forbidden',
    });
  });

  it('shows the super admin each location and the sum', async () => {
    const body = await report(superAdmin, { year: 2026, location: 'all' });
    expect(body.locations.map((location) => location.id)).toEqual([milano, roma]);
    expect(body.total).toEqual(figure(213_500, 152_500, 3, 4));
    expect(body.byLocation).toEqual([
      { id: milano, label: 'Milano', ...figure(183_000, 122_000, 2, 3) },
      { id: roma, label: 'Roma', ...figure(30_500, 30_500, 1, 1) },
    ]);
    expect(body.budgets.map((budget) => [budget.locationName, budget.department])).toEqual([
      ['Milano', ''],
      ['Milano', 'Sales'],
      ['Roma', ''],
    ]);
    const rome = await report(superAdmin, { year: 2026, location: String(roma) });
    expect(rome.total).toEqual(figure(30_500, 30_500, 1, 1));
  });

  it('never shows another company’s documents, and an empty year as zeros', async () => {
    const body = await report(betaAdmin, { year: 2026 });
    expect(body.total).toEqual(figure(0, 1_220, 0, 1));
    const empty = await report(manager, { year: 2021 });
    expect(empty.status).toBe(true);
    expect(empty.total).toEqual(figure(0, 0, 0, 0));
    expect(empty.byMonth.every((month) => month.committedMinor === 0)).toBe(true);
    expect(empty.budgets).toEqual([]);
  });

  it('refuses a caller of no company', async () => {
    expect(await report(rossi, { year: 2026 })).toMatchObject({ status: false });
  });
});

describe('one meaning of spend (contracts/spend.ts)', () => {
  it('gives the dashboard, fee approval and spending the same figures for the same budgets', async () => {
    const topic = await insertTopic(t.db, rossi.id);
    const booking = (state: string, grossMinor: number, startsAt: string, department?: string) =>
      t.db.insert(bookings).values({
        kind: 'topic',
        state,
        topicId: topic.id,
        title: topic.title,
        listingUrl: `/topic/${topic.url}`,
        buyerId: manager.id,
        providerId: rossi.id,
        companyId: milano,
        department: department ?? null,
        startsAt: new Date(startsAt),
        endsAt: new Date(new Date(startsAt).getTime() + 8 * 60 * 60 * 1000),
        participants: 1,
        unitPriceMinor: grossMinor,
        netMinor: grossMinor,
        quantity: 1,
        vatRateBasisPoints: 0,
        vatMinor: 0,
        grossMinor,
      });
    // Booked: requested, accepted and completed alike, in the training's year; not the declined,
    // not the one still waiting (that is "awaiting"), not one of another year.
    await booking('completed', 150_000, '2026-03-10T09:00:00Z', 'Sales');
    await booking('accepted', 90_000, '2026-12-14T09:00:00Z', 'Sales');
    await booking('requested', 40_000, '2026-12-20T09:00:00Z');
    await booking('declined', 70_000, '2026-12-21T09:00:00Z');
    await booking('awaiting_approval', 30_000, '2026-12-22T09:00:00Z', 'Sales');
    await booking('accepted', 80_000, '2027-01-12T09:00:00Z');

    const action = async (name: string, fields: Record<string, unknown> = {}) =>
      (
        await manager.client.action(name, fields as never, {
          endpoint: 'selling',
          json: true,
        })
      ).json<Record<string, unknown>>();
    const dashboard = (await action('companybudgets', { year: 2026 })) as {
      list: Array<Record<string, number | string>>;
    };
    const approvals = (await action('feeapprovals')) as {
      list: Array<{ budget: Record<string, number | string> }>;
    };
    const spending = await report(manager, { year: 2026 });

    const measures = ({
      department,
      amountMinor,
      bookedMinor,
      committedMinor,
      actualMinor,
      remainingMinor,
    }: Record<string, unknown>) => ({
      department,
      amountMinor,
      bookedMinor,
      committedMinor,
      actualMinor,
      remainingMinor,
    });
    // The figures, worked by hand: Sales booked 150 000 + 90 000; the location adds 40 000.
    expect(dashboard.list.map(measures)).toEqual([
      {
        department: '',
        amountMinor: 500_000,
        bookedMinor: 280_000,
        committedMinor: 183_000,
        actualMinor: 122_000,
        remainingMinor: 220_000,
      },
      {
        department: 'Sales',
        amountMinor: 200_000,
        bookedMinor: 240_000,
        committedMinor: 122_000,
        actualMinor: 122_000,
        remainingMinor: -40_000,
      },
    ]);
    expect(dashboard.list.find((budget) => budget.department === 'Sales')).toMatchObject({
      awaitingMinor: 30_000,
    });
    // Spending shows the same budgets with the same figures…
    expect(spending.budgets.map(measures)).toEqual(dashboard.list.map(measures));
    // …and its year's totals are what the location's budget counts as committed and actual.
    expect(spending.total).toMatchObject({ committedMinor: 183_000, actualMinor: 122_000 });
    // Fee approval weighs the waiting booking against the same Sales budget.
    expect(approvals.list).toHaveLength(1);
    expect(measures(approvals.list[0]!.budget)).toEqual(
      measures(dashboard.list.find((budget) => budget.department === 'Sales')!),
    );
  });
});
