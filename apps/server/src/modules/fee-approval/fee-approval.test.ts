import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  events,
  companies,
  companyMembers,
  companyTrainers,
  notifications,
  users,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent, insertTopic } from '../../test/catalogue-rows.ts';
import { signedIn } from '../../test/upload-fixtures.ts';

/**
 * Fee approval and budgets (docs/product.md, "Fee approval and budgets"): which bookings wait,
 * who decides, and what budgets count; every call as admin, manager, super admin of two
 * locations and staff of another company.
 */

type Reply = Record<string, unknown> & {
  status: boolean;
  code?: string;
  booking?: { id: number; state: string };
};

interface Person {
  id: number;
  call: (action: string, fields?: Record<string, string | number | boolean>) => Promise<Reply>;
}

let t: TestApp;
let provider: Person;
let listedProvider: Person;
let topicId: number;
let listedTopicId: number;

let admin: Person;
let manager: Person;
let otherAdmin: Person;
let otherCompanyId: number;

async function person(role: 'provider' | 'seeker' = 'seeker'): Promise<Person> {
  const { id, client } = await signedIn(t, role);
  return {
    id,
    call: async (action, fields = {}) =>
      (await client.action(action, fields, { endpoint: 'selling', json: true })).json<Reply>(),
  };
}

let companyCounter = 0;
async function company(staff: Array<[Person, number]>, values: Record<string, unknown> = {}) {
  companyCounter += 1;
  const [row] = await t.db
    .insert(companies)
    .values({
      slug: `fee-${companyCounter}-${Date.now()}`,
      name: `Fee ${companyCounter}`,
      kind: 'company',
      ...values,
    })
    .returning({ id: companies.id });
  for (const [member, userRole] of staff) {
    await t.db.insert(companyMembers).values({ companyId: row!.id, userId: member.id, userRole });
  }
  return row!.id;
}

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(9, 0, 0, 0);
  return date.toISOString();
};
const thisYear = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(
    new Date(inDays(10)),
  ),
);

/** 1 000 € net a head, VAT 22 %: one person is 1 220 € gross, two are 2 440 €. */
async function book(buyer: Person, fields: Record<string, string | number | boolean> = {}) {
  const reply = await buyer.call('requestbooking', {
    topicId,
    dates: JSON.stringify([inDays(10)]),
    participants: 1,
    delivery: 'online',
    forCompany: true,
    ...fields,
  });
  expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
  return reply.booking!;
}

const fire = (who: Person, id: number, transition: string, reason?: string) =>
  who.call('bookingtransition', { id, transition, ...(reason ? { reason } : {}) });

async function kindsFor(userId: number) {
  const rows = await t.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((row) => row.kind);
}

beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
  provider = await person('provider');
  listedProvider = await person('provider');
  for (const each of [provider, listedProvider]) {
    await t.db.update(users).set({ vatRateBasisPoints: 2200 }).where(eq(users.id, each.id));
  }
  topicId = (await insertTopic(t.db, provider.id, { priceMinor: 100_000 })).id;
  listedTopicId = (await insertTopic(t.db, listedProvider.id, { priceMinor: 100_000 })).id;
  admin = await person();
  manager = await person();
  otherAdmin = await person();
  await company(
    [
      [admin, 1],
      [manager, 2],
    ],
    { approvalThresholdMinor: 150_000 },
  );
  otherCompanyId = await company([[otherAdmin, 1]]);
});
afterAll(() => t.close());

describe('which bookings wait for fee approval', () => {
  it('holds a manager’s booking above the threshold and lets one below through', async () => {
    const above = await book(manager, { participants: 2 });
    expect(above.state).toBe('awaiting_approval');
    const below = await book(manager, { participants: 1 });
    expect(below.state).toBe('requested');
    await t.jobs.runDue();
    // The admins hear of the waiting one; the provider only of the one that reached them.
    expect(await kindsFor(admin.id)).toContain('booking_awaiting_approval');
    expect(await kindsFor(provider.id)).toEqual(['booking_requested']);
  });

  it('never holds an admin’s own booking, nor a private one', async () => {
    expect((await book(admin, { participants: 5 })).state).toBe('requested');
    expect((await book(manager, { participants: 5, forCompany: false })).state).toBe('requested');
  });

  it('holds a booking of a trainer outside the approved list when that rule is on', async () => {
    const buyerManager = await person();
    const boss = await person();
    const id = await company(
      [
        [boss, 1],
        [buyerManager, 2],
      ],
      { approvalOutsideList: true },
    );
    const email = (
      await t.db.select({ email: users.email }).from(users).where(eq(users.id, listedProvider.id))
    )[0]!.email;
    // Approved by address only (not joined yet): on the list all the same.
    await t.db.insert(companyTrainers).values({ companyId: id, email: email.toUpperCase() });
    expect((await book(buyerManager)).state).toBe('awaiting_approval');
    expect((await book(buyerManager, { topicId: listedTopicId })).state).toBe('requested');
    expect((await book(boss)).state).toBe('requested');
  });

  it('shows the reasons stored when the booking started waiting, whatever the rules are now', async () => {
    const buyerManager = await person();
    const boss = await person();
    await company(
      [
        [boss, 1],
        [buyerManager, 2],
      ],
      { approvalThresholdMinor: 150_000 },
    );
    const waiting = await book(buyerManager, { participants: 2 });
    expect(waiting.state).toBe('awaiting_approval');
    // The admin drops the threshold and turns on the list rule: the booking still waits for the
    // reason it had, not for today's.
    expect(
      await boss.call('updatefeeapprovalsettings', { thresholdMinor: '', outsideList: true }),
    ).toMatchObject({ status: true });
    expect(await boss.call('feeapprovals')).toMatchObject({
      list: [{ id: waiting.id, reasons: ['threshold'] }],
    });
  });
});

describe('approving and rejecting', () => {
  it('lets the company’s admin approve: the provider is asked, the booker told', async () => {
    const booking = await book(manager, { participants: 3 });
    expect(await fire(admin, booking.id, 'approve')).toMatchObject({
      booking: { state: 'requested' },
    });
    await t.jobs.runDue();
    expect(await kindsFor(manager.id)).toContain('booking_approved');
    const [row] = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `booking:${booking.id}:approve:${provider.id}`));
    expect(row?.kind).toBe('booking_requested');
  });

  it('refuses the manager, the provider and another company’s admin', async () => {
    const booking = await book(manager, { participants: 3 });
    expect(await fire(manager, booking.id, 'approve')).toMatchObject({ code: 'forbidden' });
    expect(await fire(manager, booking.id, 'reject', 'No')).toMatchObject({ code: 'forbidden' });
    expect(await fire(provider, booking.id, 'approve')).toMatchObject({ code: 'forbidden' });
    expect(await fire(otherAdmin, booking.id, 'approve')).toMatchObject({ code: 'forbidden' });
    const detail = await manager.call('bookingdetail', { id: booking.id });
    expect(detail).toMatchObject({ booking: { state: 'awaiting_approval', actions: ['cancel'] } });
    const adminView = await admin.call('bookingdetail', { id: booking.id });
    expect(adminView).toMatchObject({ booking: { actions: ['approve', 'reject', 'cancel'] } });
  });

  it('rejects with a reason only, and tells the booker', async () => {
    const booking = await book(manager, { participants: 3 });
    const noReason = await fire(admin, booking.id, 'reject');
    expect(noReason).toMatchObject({ code: 'invalid_input' });
    expect(await fire(admin, booking.id, 'reject', 'Over the Q1 budget')).toMatchObject({
      booking: { state: 'rejected' },
    });
    expect(await fire(admin, booking.id, 'approve')).toMatchObject({
      code: 'invalid_transition',
    });
    await t.jobs.runDue();
    expect(await kindsFor(manager.id)).toContain('booking_rejected');
  });
});

describe('seats at an event', () => {
  const seatsTaken = async (eventId: number) =>
    (await t.db.select({ taken: events.seatsTaken }).from(events).where(eq(events.id, eventId)))[0]
      ?.taken;

  it('wait without holding a seat, and take one when the admin approves', async () => {
    // 1 000 € a seat + 22 %: two seats are 2 440 €, above the 1 500 € threshold.
    const event = await insertEvent(t.db, provider.id, { priceMinor: 100_000, capacity: 3 });
    const reply = await manager.call('bookevent', {
      eventId: event.id,
      seats: 2,
      forCompany: true,
    });
    expect(reply).toMatchObject({ booking: { state: 'awaiting_approval' } });
    expect(await seatsTaken(event.id)).toBe(0);
    // One open booking per person and event, awaiting ones included.
    expect(
      await manager.call('bookevent', { eventId: event.id, seats: 1, forCompany: true }),
    ).toMatchObject({ code: 'already_booked' });
    const id = reply.booking!.id;
    expect(await fire(manager, id, 'approve')).toMatchObject({ code: 'forbidden' });
    expect(await admin.call('feeapprovals')).toMatchObject({
      list: expect.arrayContaining([expect.objectContaining({ id, kind: 'event' })]) as unknown,
    });
    expect(await fire(admin, id, 'approve')).toMatchObject({ booking: { state: 'booked' } });
    expect(await seatsTaken(event.id)).toBe(2);
    await t.jobs.runDue();
    const [told] = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `booking:${id}:approve:${provider.id}`));
    expect(told?.kind).toBe('seat_booked');
  });

  it('join the waitlist when approved after the event filled up, or end rejected', async () => {
    const event = await insertEvent(t.db, provider.id, { priceMinor: 100_000, capacity: 2 });
    const waiting = await manager.call('bookevent', {
      eventId: event.id,
      seats: 2,
      forCompany: true,
    });
    const other = await person();
    expect(await other.call('bookevent', { eventId: event.id, seats: 2 })).toMatchObject({
      booking: { state: 'booked' },
    });
    expect(await fire(admin, waiting.booking!.id, 'approve')).toMatchObject({
      booking: { state: 'waitlisted' },
    });
    expect(await seatsTaken(event.id)).toBe(2);

    const second = await insertEvent(t.db, provider.id, { priceMinor: 100_000, capacity: 5 });
    const rejected = await manager.call('bookevent', {
      eventId: second.id,
      seats: 2,
      forCompany: true,
    });
    expect(await fire(admin, rejected.booking!.id, 'reject', 'Not this quarter')).toMatchObject({
      booking: { state: 'rejected' },
    });
    expect(await seatsTaken(second.id)).toBe(0);
  });
});

describe('fee-approval settings', () => {
  it('are read by staff and changed by the admin only', async () => {
    expect(await manager.call('feeapprovalsettings')).toMatchObject({
      rules: { thresholdMinor: 150_000, outsideList: false, currency: 'EUR' },
      canEdit: false,
    });
    expect(
      await manager.call('updatefeeapprovalsettings', { thresholdMinor: 1, outsideList: true }),
    ).toMatchObject({ code: 'forbidden' });
    expect(
      await otherAdmin.call('updatefeeapprovalsettings', { thresholdMinor: 99, outsideList: true }),
    ).toMatchObject({ status: true, rules: { thresholdMinor: 99 } });
    // The other company's admin changed their own company only.
    expect(await admin.call('feeapprovalsettings')).toMatchObject({
      rules: { thresholdMinor: 150_000 },
      canEdit: true,
    });
    expect(
      await otherAdmin.call('updatefeeapprovalsettings', {
        thresholdMinor: '',
        outsideList: false,
      }),
    ).toMatchObject({ rules: { thresholdMinor: null, outsideList: false } });
  });
});

describe('budgets', () => {
  let budgetCompany: number;
  let boss: Person;
  let teamLead: Person;

  beforeAll(async () => {
    boss = await person();
    teamLead = await person();
    budgetCompany = await company(
      [
        [boss, 1],
        [teamLead, 2],
      ],
      { approvalThresholdMinor: 200_000 },
    );
  });

  it('are set by the admin, not by a manager', async () => {
    expect(
      await teamLead.call('savecompanybudget', { year: thisYear, department: '', amountMinor: 1 }),
    ).toMatchObject({ code: 'forbidden' });
    for (const [department, amountMinor] of [
      ['', 1_000_000],
      ['Sales', 300_000],
      ['IT', 200_000],
    ] as const) {
      expect(
        await boss.call('savecompanybudget', { year: thisYear, department, amountMinor }),
      ).toMatchObject({ status: true });
    }
    // Setting one again replaces its amount.
    await boss.call('savecompanybudget', {
      year: thisYear,
      department: 'IT',
      amountMinor: 250_000,
    });
    const seen = await teamLead.call('companybudgets', { year: thisYear });
    expect(seen).toMatchObject({
      year: thisYear,
      years: [thisYear],
      departments: ['IT', 'Sales'],
      canEdit: false,
      list: [
        { department: '', amountMinor: 1_000_000 },
        { department: 'IT', amountMinor: 250_000 },
        { department: 'Sales', amountMinor: 300_000 },
      ],
    });
  });

  it('count booked and awaiting from the bookings, by department', async () => {
    const sales = await book(teamLead, { participants: 2, department: 'Sales' }); // 2 440 € waits
    expect(sales.state).toBe('awaiting_approval');
    const plain = await book(teamLead, { participants: 1 }); // 1 220 €, location, requested
    const done = await book(boss, { participants: 1, department: 'Sales' }); // 1 220 €
    await t.db.update(bookings).set({ state: 'completed' }).where(eq(bookings.id, done.id));
    expect(plain.state).toBe('requested');
    const before = await boss.call('companybudgets', {});
    expect(before).toMatchObject({
      list: [
        // Booked counts the requested and the completed alike; awaiting is beside it.
        {
          department: '',
          bookedMinor: 244_000,
          awaitingMinor: 244_000,
          committedMinor: 0,
          actualMinor: 0,
          remainingMinor: 756_000,
        },
        { department: 'IT', bookedMinor: 0, awaitingMinor: 0, remainingMinor: 250_000 },
        {
          department: 'Sales',
          bookedMinor: 122_000,
          awaitingMinor: 244_000,
          remainingMinor: 178_000,
        },
      ],
    });
    const waiting = await boss.call('feeapprovals');
    expect(waiting).toMatchObject({
      canDecide: true,
      list: [
        {
          id: sales.id,
          department: 'Sales',
          participants: 2,
          reasons: ['threshold'],
          trainer: { id: provider.id, approved: false },
          price: { netMinor: 200_000, vatMinor: 44_000, grossMinor: 244_000 },
          budget: { department: 'Sales', remainingMinor: 178_000 },
          remainingAfterMinor: -66_000,
          exceedsBudget: true,
        },
      ],
    });
    expect(await teamLead.call('feeapprovals')).toMatchObject({
      canDecide: false,
      list: [{ id: sales.id }],
    });
    expect(await fire(boss, sales.id, 'approve')).toMatchObject({
      booking: { state: 'requested' },
    });
    const after = await boss.call('companybudgets', {});
    expect(after).toMatchObject({
      list: [
        { department: '', bookedMinor: 488_000, awaitingMinor: 0 },
        { department: 'IT' },
        { department: 'Sales', bookedMinor: 366_000, remainingMinor: -66_000 },
      ],
    });
  });

  it('answer a budget check: which budget, what remains, whether it is exceeded', async () => {
    const date = inDays(10);
    expect(
      await teamLead.call('budgetcheck', { amountMinor: 100_000, date, department: 'IT' }),
    ).toMatchObject({
      budget: { department: 'IT', remainingMinor: 250_000 },
      remainingAfterMinor: 150_000,
      exceedsBudget: false,
    });
    expect(
      await teamLead.call('budgetcheck', { amountMinor: 100_000, date, department: 'Sales' }),
    ).toMatchObject({ budget: { department: 'Sales' }, exceedsBudget: true });
    // A department without a budget is charged to the location's.
    expect(
      await teamLead.call('budgetcheck', { amountMinor: 1, date, department: 'Legal' }),
    ).toMatchObject({ budget: { department: '' } });
    expect(
      await teamLead.call('budgetcheck', {
        amountMinor: 1,
        date: '2099-05-01T09:00:00Z',
        department: '',
      }),
    ).toMatchObject({ budget: null, remainingAfterMinor: null, exceedsBudget: false });
  });

  it('say before a booking is sent whether it will wait for approval, and why', async () => {
    const check = (who: Person, amountMinor: number) =>
      who.call('budgetcheck', {
        amountMinor,
        date: inDays(10),
        department: '',
        providerId: provider.id,
      });
    // The manager's booking above the company's 2 000 € threshold waits; below it, it does not.
    expect(await check(teamLead, 250_000)).toMatchObject({
      approvalReasons: ['threshold'],
      thresholdMinor: 200_000,
    });
    expect(await check(teamLead, 150_000)).toMatchObject({ approvalReasons: [] });
    // The admin's never waits: they would approve it themselves.
    expect(await check(boss, 250_000)).toMatchObject({ approvalReasons: [] });
  });

  it('refuse a department the company has no budget for', async () => {
    const reply = await teamLead.call('requestbooking', {
      topicId,
      dates: JSON.stringify([inDays(10)]),
      participants: 1,
      delivery: 'online',
      forCompany: true,
      department: 'Nowhere',
    });
    expect(reply).toMatchObject({ code: 'invalid_input' });
  });

  it('are deleted by the admin of their company only', async () => {
    const { list } = (await boss.call('companybudgets', {})) as unknown as {
      list: Array<{ id: number; department: string }>;
    };
    const it = list.find((budget) => budget.department === 'IT')!;
    expect(await teamLead.call('deletecompanybudget', { id: it.id })).toMatchObject({
      code: 'forbidden',
    });
    expect(await otherAdmin.call('deletecompanybudget', { id: it.id })).toMatchObject({
      code: 'not_found',
    });
    expect(await boss.call('deletecompanybudget', { id: it.id })).toMatchObject({ status: true });
  });

  it('follow a super admin’s active location, and stay hidden from other companies', async () => {
    const superAdmin = await person();
    await t.db.insert(companyMembers).values([
      { companyId: budgetCompany, userId: superAdmin.id, userRole: 1 },
      { companyId: otherCompanyId, userId: superAdmin.id, userRole: 1 },
    ]);
    await t.db
      .update(users)
      .set({ activeCompanyId: budgetCompany })
      .where(eq(users.id, superAdmin.id));
    expect(((await superAdmin.call('companybudgets', {})).list as unknown[]).length).toBe(2);
    expect(((await superAdmin.call('feeapprovals')).list as unknown[]).length).toBe(0);
    await t.db
      .update(users)
      .set({ activeCompanyId: otherCompanyId })
      .where(eq(users.id, superAdmin.id));
    expect(await superAdmin.call('companybudgets', {})).toMatchObject({ list: [], years: [] });
    expect(await otherAdmin.call('companybudgets', {})).toMatchObject({ list: [] });
    expect(await otherAdmin.call('feeapprovals')).toMatchObject({ list: [] });
    const stranger = await person();
    expect(await stranger.call('feeapprovals')).toMatchObject({ code: 'not_company_member' });
  });
});
