import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingDetails,
  companies,
  companyMembers,
  documentCounters,
  invoices,
  notifications,
  purchaseOrders,
  users,
} from '../../db/schema.ts';
import type { MailMessage, Mailer } from '../../lib/mailer.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/app.ts';
import { insertTopic } from '../../test/catalogue-rows.ts';
import { fileOf, fileParts, signedIn, upload } from '../../test/upload-fixtures.ts';

/**
 * Purchase orders (docs/product.md, "Purchase orders"): who issues, sees, acknowledges and cancels
 * them (company staff, the provider; a manager of another company, a stranger, a participant and
 * the provider where it is not theirs are refused), numbering per company per year, one live order
 * per booking under concurrent issues, the booking reactions, the PDF and its download.
 */

type Reply = Record<string, unknown> & {
  status: boolean;
  code?: string;
  booking?: { id: number; state: string };
  purchaseOrder?: Record<string, unknown> & { id: number; number: string; state: string };
  list?: Array<Record<string, unknown> & { id: number; state: string }>;
};

interface Person {
  id: number;
  client: TestClient;
  call: (action: string, fields?: Record<string, string | number | boolean>) => Promise<Reply>;
}

let t: TestApp;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  send: (message) => {
    sent.push(message);
    return Promise.resolve({ delivery: 'outbox' });
  },
  close: () => Promise.resolve(),
};

let provider: Person;
let admin: Person;
let manager: Person;
let otherAdmin: Person;
let participant: Person;
let stranger: Person;
let topicId: number;
let companyA: number;
let companyB: number;

async function person(role: 'provider' | 'seeker' = 'seeker'): Promise<Person> {
  const { id, client } = await signedIn(t, role);
  return {
    id,
    client,
    call: async (action, fields = {}) =>
      (await client.action(action, fields, { endpoint: 'selling', json: true })).json<Reply>(),
  };
}

let companyCounter = 0;
async function company(staff: Array<[Person, number]>, billing = true) {
  companyCounter += 1;
  const [row] = await t.db
    .insert(companies)
    .values({
      slug: `po-${companyCounter}-${Date.now()}`,
      name: `Buyer ${companyCounter}`,
      kind: 'company',
    })
    .returning({ id: companies.id });
  for (const [member, userRole] of staff) {
    await t.db.insert(companyMembers).values({ companyId: row!.id, userId: member.id, userRole });
  }
  if (billing) {
    await t.db.insert(billingDetails).values({
      companyId: row!.id,
      legalName: `Buyer ${companyCounter} S.p.A.`,
      street: 'Via Roma 1',
      postalCode: '20100',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      vatId: 'IT01234567890',
      sdiCode: 'ABC1234',
    });
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
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()),
);

/** 1 000 € net a head, VAT 22 %: two people are 2 000 € net, 440 € VAT, 2 440 € gross. */
async function book(buyer: Person, fields: Record<string, string | number | boolean> = {}) {
  const reply = await buyer.call('requestbooking', {
    topicId,
    dates: JSON.stringify([inDays(10)]),
    participants: 2,
    delivery: 'online',
    forCompany: true,
    ...fields,
  });
  expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
  return reply.booking!;
}

const issue = (who: Person, bookingId: number, reference?: string) =>
  who.call('issuePurchaseOrder', { bookingId, ...(reference ? { reference } : {}) });

async function issued(who: Person, bookingId: number, reference?: string) {
  const reply = await issue(who, bookingId, reference);
  expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
  return reply.purchaseOrder!;
}

async function orderState(id: number) {
  const [row] = await t.db
    .select({ state: purchaseOrders.state })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, id));
  return row?.state;
}

async function kindsFor(userId: number) {
  const rows = await t.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((row) => row.kind);
}

beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false }, mailer });
  provider = await person('provider');
  await t.db
    .update(users)
    .set({ vatRateBasisPoints: 2200, firstName: 'Paola', lastName: 'Trainer' })
    .where(eq(users.id, provider.id));
  topicId = (await insertTopic(t.db, provider.id, { priceMinor: 100_000 })).id;
  admin = await person();
  manager = await person();
  otherAdmin = await person();
  participant = await person();
  stranger = await person();
  companyA = await company([
    [admin, 1],
    [manager, 2],
  ]);
  companyB = await company([[otherAdmin, 1]]);
});
afterAll(() => t.close());

describe('issuePurchaseOrder', () => {
  it('numbers the company’s orders per year, with both parties and the booking’s lines', async () => {
    const booking = await book(manager);
    const order = await issued(admin, booking.id, 'CDC-42');
    expect(order).toMatchObject({
      number: `PO-${thisYear}-0001`,
      state: 'issued',
      bookingId: booking.id,
      buyerName: 'Buyer 1 S.p.A.',
      providerName: 'Paola Trainer',
      netMinor: 200_000,
      vatMinor: 44_000,
      grossMinor: 244_000,
      reference: 'CDC-42',
    });
    const second = await issued(manager, (await book(admin)).id);
    expect(second.number).toBe(`PO-${thisYear}-0002`);
    // Another company counts on its own.
    const other = await issued(otherAdmin, (await book(otherAdmin)).id);
    expect(other.number).toBe(`PO-${thisYear}-0001`);

    const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
    expect(row!.lines).toEqual([
      expect.objectContaining({ quantity: 2, unitPriceMinor: 100_000, vatRateBasisPoints: 2200 }),
    ]);
    expect(row!.lines[0]!.description).toMatch(/ — /);
    expect(row!.buyer).toMatchObject({ vatId: 'IT01234567890', sdiCode: 'ABC1234' });
    expect(row!.provider).toMatchObject({ legalName: 'Paola Trainer', country: 'IT' });
    expect(row!.issuedBy).toBe(admin.id);
  });

  it('keeps one live order per booking, also under two concurrent issues', async () => {
    const booking = await book(admin);
    const [first, second] = await Promise.all([
      issue(admin, booking.id),
      issue(manager, booking.id),
    ]);
    const replies = [first, second];
    expect(replies.filter((reply) => reply.status)).toHaveLength(1);
    expect(replies.find((reply) => !reply.status)).toMatchObject({ code: 'purchase_order_exists' });
    const rows = await t.db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    // The refused one gave its number back: the next is the one after.
    const next = await issued(admin, (await book(admin)).id);
    const numbers = (
      await t.db
        .select({ number: purchaseOrders.number })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.companyId, companyA))
    ).map((entry) => entry.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // No gap: 1…n, n the counter.
    expect(numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b)).toEqual(
      numbers.map((_, index) => index + 1),
    );
    const [counter] = await t.db
      .select({ last: documentCounters.lastNumber })
      .from(documentCounters)
      .where(
        and(eq(documentCounters.issuerKind, 'company'), eq(documentCounters.issuerId, companyA)),
      );
    expect(next.number).toBe(`PO-${thisYear}-${String(counter!.last).padStart(4, '0')}`);
  });

  it('refuses a second order, a cancelled booking, a personal one, and asks for billing details', async () => {
    const booking = await book(admin);
    await issued(admin, booking.id);
    expect(await issue(manager, booking.id)).toMatchObject({ code: 'purchase_order_exists' });

    const cancelled = await book(admin);
    await admin.call('bookingtransition', {
      id: cancelled.id,
      transition: 'cancel',
      reason: 'No longer needed',
    });
    expect(await issue(admin, cancelled.id)).toMatchObject({ code: 'not_orderable' });

    const personal = await book(stranger, { forCompany: false });
    expect(await issue(stranger, personal.id)).toMatchObject({ code: 'not_orderable' });

    const noBillingAdmin = await person();
    await company([[noBillingAdmin, 1]], false);
    const before = await t.db.select().from(documentCounters);
    const unbilled = await book(noBillingAdmin);
    expect(await issue(noBillingAdmin, unbilled.id)).toMatchObject({
      status: false,
      code: 'billing_details_required',
    });
    expect(await t.db.select().from(documentCounters)).toEqual(before);
  });

  it('refuses the provider, a participant, a manager of another company and a stranger', async () => {
    const booking = await book(manager, {
      named: JSON.stringify([{ name: 'Pat', email: 'pat@example.com' }]),
      participants: 1,
    });
    const [named] = await t.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, participant.id));
    // Name the participant with their account.
    await t.db.execute(
      sql`update booking_participants set user_id = ${named!.id} where booking_id = ${booking.id}`,
    );
    expect(await issue(provider, booking.id)).toMatchObject({ code: 'forbidden' });
    expect(await issue(participant, booking.id)).toMatchObject({ code: 'forbidden' });
    expect(await issue(otherAdmin, booking.id)).toMatchObject({ code: 'forbidden' });
    expect(await issue(stranger, booking.id)).toMatchObject({ code: 'forbidden' });
    expect(await admin.call('bookingPurchaseOrder', { bookingId: booking.id })).toMatchObject({
      purchaseOrder: null,
      canIssue: true,
    });
    expect(await provider.call('bookingPurchaseOrder', { bookingId: booking.id })).toMatchObject({
      canIssue: false,
    });
    // Once issued, the participant still sees the booking but not the order.
    await issued(manager, booking.id);
    expect(await provider.call('bookingPurchaseOrder', { bookingId: booking.id })).toMatchObject({
      purchaseOrder: { state: 'issued' },
    });
    expect(await participant.call('bookingPurchaseOrder', { bookingId: booking.id })).toEqual({
      status: true,
      purchaseOrder: null,
      canIssue: false,
    });
  });

  it('keeps the parties as they were when the order was issued', async () => {
    const order = await issued(admin, (await book(admin)).id);
    await t.db
      .update(billingDetails)
      .set({ legalName: 'Renamed S.p.A.' })
      .where(eq(billingDetails.companyId, companyA));
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, provider.id));
    const detail = await admin.call('purchaseOrderDetail', { id: order.id });
    expect(detail.purchaseOrder).toMatchObject({
      buyerName: 'Buyer 1 S.p.A.',
      providerName: 'Paola Trainer',
    });
    await t.db
      .update(billingDetails)
      .set({ legalName: 'Buyer 1 S.p.A.' })
      .where(eq(billingDetails.companyId, companyA));
    await t.db.update(users).set({ firstName: 'Paola' }).where(eq(users.id, provider.id));
  });
});

describe('lists, detail, acknowledge and cancel', () => {
  let orderId: number;
  let bookingId: number;

  beforeAll(async () => {
    bookingId = (await book(manager)).id;
    orderId = (await issued(manager, bookingId)).id;
  });

  it('lists the company’s orders to its staff and the provider’s to the provider', async () => {
    const mine = await manager.call('companyPurchaseOrders', {});
    expect(mine.list!.map((order) => order.id)).toContain(orderId);
    const theirs = await otherAdmin.call('companyPurchaseOrders', {});
    expect(theirs.list!.map((order) => order.id)).not.toContain(orderId);
    const received = await provider.call('providerPurchaseOrders', { state: 'issued' });
    expect(received.list!.map((order) => order.id)).toContain(orderId);
    const none = await provider.call('providerPurchaseOrders', { state: 'closed' });
    expect(none.list).toEqual([]);
    expect(await stranger.call('companyPurchaseOrders', {})).toMatchObject({
      code: 'not_company_member',
    });
    expect(await stranger.call('providerPurchaseOrders', {})).toMatchObject({
      code: 'not_provider',
    });
    expect(await manager.call('companyPurchaseOrders', { location: companyB })).toMatchObject({
      code: 'forbidden',
    });
    const all = await manager.call('companyPurchaseOrders', { location: 'all' });
    expect(all.list!.map((order) => order.id)).toContain(orderId);
  });

  it('lists the bookings waiting for an order until one is issued, and again once it is cancelled', async () => {
    const waiting = await book(manager);
    const toIssue = async () =>
      (
        (await manager.call('companyPurchaseOrders', {})).toIssue as Array<{ bookingId: number }>
      ).map((row) => row.bookingId);
    expect(await toIssue()).toContain(waiting.id);
    // The one with a live order is not waiting; the other company's staff never see it.
    expect(await toIssue()).not.toContain(bookingId);
    const theirs = (await otherAdmin.call('companyPurchaseOrders', {})).toIssue as Array<{
      bookingId: number;
    }>;
    expect(theirs.map((row) => row.bookingId)).not.toContain(waiting.id);
    const order = await issued(manager, waiting.id);
    expect(await toIssue()).not.toContain(waiting.id);
    await admin.call('cancelPurchaseOrder', { id: order.id, reason: 'Wrong reference' });
    expect(await toIssue()).toContain(waiting.id);
  });

  it('shows the order to its parties only, with the buttons their side may press', async () => {
    const forStaff = await manager.call('purchaseOrderDetail', { id: orderId });
    expect(forStaff.purchaseOrder).toMatchObject({
      roles: ['buyer'],
      transitions: ['cancel'],
      pdfUrl: `/inc/documents/purchase-orders/${orderId}.pdf`,
      invoice: null,
      vatSummary: [{ vatRateBasisPoints: 2200, taxableMinor: 200_000, vatMinor: 44_000 }],
      history: [expect.objectContaining({ transition: 'create', to: 'issued' })],
    });
    const forProvider = await provider.call('purchaseOrderDetail', { id: orderId });
    expect(forProvider.purchaseOrder).toMatchObject({
      roles: ['provider'],
      transitions: ['acknowledge'],
    });
    for (const outsider of [otherAdmin, stranger, participant]) {
      expect(await outsider.call('purchaseOrderDetail', { id: orderId })).toMatchObject({
        code: 'forbidden',
      });
    }
    expect(await manager.call('purchaseOrderDetail', { id: 2_000_000_000 })).toMatchObject({
      code: 'not_found',
    });
  });

  it('tells the provider in the app and by e-mail with the PDF attached', async () => {
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(await kindsFor(provider.id)).toContain('purchase_order_issued');
    const number = `PO-${thisYear}-`;
    const mail = sent.find((message) => message.attachments?.[0]?.filename.startsWith(number));
    expect(mail).toBeDefined();
    expect(mail!.attachments![0]!.contentType).toBe('application/pdf');
    expect(mail!.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets only the provider acknowledge, and tells the company’s staff', async () => {
    expect(await manager.call('acknowledgePurchaseOrder', { id: orderId })).toMatchObject({
      code: 'forbidden',
    });
    expect(await provider.call('acknowledgePurchaseOrder', { id: orderId })).toMatchObject({
      status: true,
      purchaseOrder: { id: orderId, state: 'acknowledged' },
    });
    expect(await provider.call('acknowledgePurchaseOrder', { id: orderId })).toMatchObject({
      code: 'invalid_transition',
    });
    await t.jobs.runDue();
    expect(await kindsFor(admin.id)).toContain('purchase_order_acknowledged');
    expect(await kindsFor(manager.id)).toContain('purchase_order_acknowledged');
  });

  it('flags an invoice that quotes the order with another amount', async () => {
    const [order] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, orderId));
    await t.db.insert(invoices).values({
      kind: 'invoice',
      providerId: provider.id,
      companyId: companyA,
      bookingId,
      purchaseOrderId: orderId,
      year: thisYear,
      sequence: 1,
      number: `INV-${thisYear}-0001`,
      issueDate: `${thisYear}-01-02`,
      seller: order!.provider,
      buyer: order!.buyer,
      lines: order!.lines,
      vatSummary: [],
      vatRegime: 'standard',
      purchaseOrderNumber: order!.number,
      netMinor: 210_000,
      vatMinor: 46_200,
      grossMinor: 256_200,
    });
    const detail = await manager.call('purchaseOrderDetail', { id: orderId });
    expect(detail.purchaseOrder!.invoice).toMatchObject({
      number: `INV-${thisYear}-0001`,
      amountMatches: false,
      quantityMatches: true,
      differenceMinor: 12_200,
    });
  });

  it('lets the buyer side cancel with a reason, and tells the provider', async () => {
    const other = await issued(admin, (await book(admin)).id);
    expect(await provider.call('cancelPurchaseOrder', { id: other.id, reason: 'x' })).toMatchObject(
      { code: 'forbidden' },
    );
    expect(await admin.call('cancelPurchaseOrder', { id: other.id, reason: '' })).toMatchObject({
      code: 'invalid_input',
    });
    expect(
      await admin.call('cancelPurchaseOrder', { id: other.id, reason: 'Budget moved' }),
    ).toMatchObject({ status: true, purchaseOrder: { state: 'cancelled' } });
    await t.jobs.runDue();
    expect(await kindsFor(provider.id)).toContain('purchase_order_cancelled');
    // A cancelled order frees its booking for a new one.
    const again = await admin.call('bookingPurchaseOrder', { bookingId: Number(other.bookingId) });
    expect(again).toMatchObject({ purchaseOrder: null, canIssue: true });
  });
});

describe('reactions to the booking', () => {
  it('cancels the order of a cancelled booking', async () => {
    const booking = await book(admin);
    const order = await issued(admin, booking.id);
    await manager.call('bookingtransition', {
      id: booking.id,
      transition: 'cancel',
      reason: 'Team changed',
    });
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(await orderState(order.id)).toBe('cancelled');
  });

  it('fulfils the order once attendance is recorded', async () => {
    const booking = await book(admin);
    const order = await issued(admin, booking.id);
    expect(
      await provider.call('bookingtransition', {
        id: booking.id,
        transition: 'accept',
        dateIndex: 0,
      }),
    ).toMatchObject({ status: true });
    await t.db.execute(
      sql`update bookings set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = ${booking.id}`,
    );
    expect(
      await provider.call('recordattendance', { bookingId: booking.id, attendance: 'attended' }),
    ).toMatchObject({ status: true });
    await t.jobs.runDue();
    await t.jobs.runDue();
    expect(await orderState(order.id)).toBe('fulfilled');
  });
});

describe('the sweep', () => {
  it('fulfils the order of a booking a timer completed, and cancels that of an expired one', async () => {
    const completed = await book(admin);
    const fulfilledOrder = await issued(admin, completed.id);
    const expired = await book(admin);
    const cancelledOrder = await issued(admin, expired.id);
    // Timers change bookings without an event: as if completion and expiry had run.
    await t.db.execute(sql`update bookings set state = 'completed' where id = ${completed.id}`);
    await t.db.execute(sql`update bookings set state = 'expired' where id = ${expired.id}`);
    await t.jobs.send('purchase-orders.sweep', {});
    await t.jobs.runDue();
    expect(await orderState(fulfilledOrder.id)).toBe('fulfilled');
    expect(await orderState(cancelledOrder.id)).toBe('cancelled');
    // Run again: nothing more changes.
    await t.jobs.send('purchase-orders.sweep', {});
    await t.jobs.runDue();
    expect(await orderState(fulfilledOrder.id)).toBe('fulfilled');
  });
});

describe('the PDF', () => {
  let order: { id: number; number: string };

  beforeAll(async () => {
    order = await issued(admin, (await book(admin)).id, 'REF-PDF');
  });

  const download = (client: TestClient, id: number) =>
    client.request({ method: 'GET', url: `/inc/documents/purchase-orders/${id}.pdf` });

  it('downloads for the parties, as a private attachment with the number and totals', async () => {
    for (const who of [admin, provider]) {
      const reply = await download(who.client, order.id);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.headers['content-disposition']).toBe(
        `attachment; filename="${order.number}.pdf"`,
      );
      expect(reply.headers['cache-control']).toBe('private, no-store');
      const { text } = await extractText(new Uint8Array(reply.rawPayload), { mergePages: true });
      expect(text).toContain(order.number);
      expect(text).toContain('REF-PDF');
      expect(text).toContain('Buyer 1 S.p.A.');
      // 2 000,00 net, 440,00 VAT, 2 440,00 total, written the Italian way (or the issuer's).
      expect(text).toMatch(/2\.?440,00/);
      expect(text).toMatch(/440,00/);
    }
  });

  it('draws the company’s logo as it was when the order was issued', async () => {
    const logoOf = (colour: string) =>
      sharp({ create: { width: 200, height: 80, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const drawsAnImage = async (id: number) =>
      (await download(admin.client, id)).rawPayload.includes('/Subtype /Image');
    expect(await drawsAnImage(order.id)).toBe(false);

    const uploaded = await upload(admin.client, [
      { name: 'target', value: 'company' },
      ...fileParts(await logoOf('#1d4ed8'), 'logo.png'),
    ]);
    expect(uploaded.json()).toMatchObject({ status: true });
    const withLogo = await issued(admin, (await book(admin)).id);
    expect(await drawsAnImage(withLogo.id)).toBe(true);
    // The logo's files go with the company's new logo; the issued order keeps its own copy.
    const replaced = await upload(admin.client, [
      { name: 'target', value: 'company' },
      ...fileParts(await logoOf('#dc2626'), 'logo.png'),
    ]);
    expect(replaced.json()).toMatchObject({ status: true });
    const original = uploaded.json<{ image: { original: string } }>().image.original;
    expect(fs.existsSync(fileOf(t, original))).toBe(false);
    expect(await drawsAnImage(withLogo.id)).toBe(true);
    expect(await drawsAnImage(order.id)).toBe(false);
  });

  it('refuses everyone else', async () => {
    expect((await download(stranger.client, order.id)).statusCode).toBe(403);
    expect((await download(otherAdmin.client, order.id)).statusCode).toBe(403);
    expect((await download(new TestClient(t.app), order.id)).statusCode).toBe(401);
    expect((await download(admin.client, 2_000_000_000)).statusCode).toBe(404);
    const junk = await admin.client.request({
      method: 'GET',
      url: '/inc/documents/purchase-orders/abc.pdf',
    });
    expect(junk.statusCode).toBe(404);
  });
});
