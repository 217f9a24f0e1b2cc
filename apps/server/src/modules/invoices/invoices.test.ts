import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingParticipants, invoices, notifications, purchaseOrders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/upload-fixtures.ts';
import { todayOf } from './invoice-dates.ts';
import {
  bookingToInvoice,
  buyerDetails,
  companyOf,
  openPurchaseOrder,
  person,
  sellerDetails,
  setBilling,
  type Person,
  type Reply,
} from './invoice-fixtures.ts';

let t: TestApp;
let provider: Person;
let admin: Person;
let manager: Person;
let stranger: Person;
let companyId: number;
const year = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()),
);

beforeAll(async () => {
  t = await createTestApp();
  provider = await person(t, 'provider');
  admin = await person(t);
  manager = await person(t);
  stranger = await person(t, 'provider');
  companyId = await companyOf(t, [admin.id, manager.id]);
  await setBilling(t, { userId: provider.id }, sellerDetails());
  await setBilling(t, { companyId }, buyerDetails);
});
afterAll(() => t.close());

const issue = (bookingId: number, fields: Record<string, string> = {}) =>
  provider.call('issueInvoice', { bookingId, ...fields });

async function kindsOf(userId: number) {
  const rows = await t.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((row) => row.kind);
}

describe('issueInvoice', () => {
  it('issues a numbered invoice from the booking snapshot, quoting and invoicing its order', async () => {
    const bookingId = await bookingToInvoice(t, {
      buyerId: manager.id,
      providerId: provider.id,
      companyId,
    });
    const order = await openPurchaseOrder(t, { id: bookingId, companyId, providerId: provider.id });
    const reply = await issue(bookingId);
    expect(reply).toMatchObject({ status: true, invoice: { number: `INV-${year}-0001` } });
    const id = (reply.invoice as { id: number }).id;

    const detail = await manager.call('invoiceDetail', { id });
    expect(detail).toMatchObject({
      status: true,
      invoice: {
        kind: 'invoice',
        state: 'issued',
        netMinor: 30_000,
        vatMinor: 6600,
        grossMinor: 36_600,
        vatRegime: 'standard',
        iban: 'IT60X0542811101000000123456',
        purchaseOrderNumber: order.number,
        seller: { legalName: 'Formazione Rossi S.r.l.', vatId: 'IT01234567890' },
        buyer: { legalName: 'ACME S.p.A.', sdiCode: 'ABC1234' },
        vatSummary: [{ vatRateBasisPoints: 2200, taxableMinor: 30_000, vatMinor: 6600 }],
      },
      roles: ['buyer'],
      transitions: [],
      match: { amountMatches: true, quantityMatches: true, differenceMinor: 0 },
      hasXml: true,
    });
    const [po] = await t.db
      .select({ state: purchaseOrders.state })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, order.id));
    expect(po?.state).toBe('invoiced');
    // The due date defaults to 30 days after the issue date.
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    const days = (Date.parse(row!.dueDate!) - Date.parse(row!.issueDate)) / 86_400_000;
    expect(days).toBe(30);
    expect(row).toMatchObject({ category: null, department: 'Operations', companyId });

    await t.jobs.runDue();
    expect(await kindsOf(manager.id)).toContain('invoice_issued');
    expect(await kindsOf(admin.id)).toContain('invoice_issued');
  });

  it('flags a purchase order whose amount differs from the invoice', async () => {
    const bookingId = await bookingToInvoice(t, {
      buyerId: manager.id,
      providerId: provider.id,
      companyId,
    });
    await openPurchaseOrder(t, { id: bookingId, companyId, providerId: provider.id }, 36_000);
    const reply = await issue(bookingId);
    const detail = await provider.call('invoiceDetail', {
      id: (reply.invoice as { id: number }).id,
    });
    expect(detail.match).toMatchObject({ amountMatches: false, differenceMinor: 600 });
    expect(detail.transitions).toEqual(['markPaid', 'credit']);
  });

  it('refuses a second live invoice, a booking not yet accepted, and anyone but its provider', async () => {
    const bookingId = await bookingToInvoice(t, {
      buyerId: manager.id,
      providerId: provider.id,
      companyId,
    });
    expect(await issue(bookingId)).toMatchObject({ status: true });
    expect(await issue(bookingId)).toMatchObject({ status: false, code: 'already_invoiced' });
    for (const state of ['requested', 'cancelled', 'declined', 'awaiting_approval']) {
      const other = await bookingToInvoice(
        t,
        { buyerId: manager.id, providerId: provider.id, companyId },
        { state },
      );
      expect(await issue(other)).toMatchObject({ status: false, code: 'not_invoiceable' });
    }
    const seats = await bookingToInvoice(
      t,
      { buyerId: manager.id, providerId: provider.id, companyId },
      { kind: 'event', state: 'attended' },
    );
    expect(await manager.call('issueInvoice', { bookingId: seats })).toMatchObject({
      status: false,
      code: 'forbidden',
    });
    expect(await stranger.call('issueInvoice', { bookingId: seats })).toMatchObject({
      status: false,
      code: 'forbidden',
    });
    expect(await issue(seats)).toMatchObject({ status: true });
  });

  it('checks the due date', async () => {
    const bookingId = await bookingToInvoice(t, {
      buyerId: manager.id,
      providerId: provider.id,
      companyId,
    });
    expect(await issue(bookingId, { dueDate: '2000-01-01' })).toMatchObject({
      status: false,
      code: 'invalid_input',
      fields: { dueDate: ['validation.tooSmall'] },
    });
  });

  it('asks for billing details: the provider’s with IBAN, and the buyer’s (who is told)', async () => {
    const seller = await person(t, 'provider');
    const buyer = await person(t);
    const bookingId = await bookingToInvoice(t, { buyerId: buyer.id, providerId: seller.id });
    const issueBySeller = () => seller.call('issueInvoice', { bookingId });
    expect(await issueBySeller()).toMatchObject({ code: 'billing_details_required' });
    await setBilling(t, { userId: seller.id }, { ...sellerDetails(), iban: null });
    expect(await issueBySeller()).toMatchObject({ code: 'billing_details_required' });
    await setBilling(t, { userId: seller.id }, sellerDetails());
    expect(await issueBySeller()).toMatchObject({ code: 'buyer_billing_details_missing' });
    expect(await kindsOf(buyer.id)).toEqual(['buyer_billing_details_missing']);
    const none = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.providerId, seller.id));
    expect(none).toEqual([]);

    // A person buying for themself: their own details, and the invoice reaches their list.
    await setBilling(t, { userId: buyer.id }, { ...buyerDetails, vatId: null, sdiCode: null });
    const reply = await issueBySeller();
    // The failed attempt gave its number back.
    expect(reply).toMatchObject({ status: true, invoice: { number: `INV-${year}-0001` } });
    const list = await buyer.call('buyerInvoices');
    expect(list).toMatchObject({ list: [{ number: `INV-${year}-0001`, grossMinor: 36_600 }] });
    expect(await manager.call('buyerInvoices')).toMatchObject({ list: [] });
  });
});

describe('VAT per regime', () => {
  it.each([
    ['standard', 2200, 6600, 0],
    ['exempt_training', 0, 0, 200],
    ['flat_rate', 0, 0, 200],
    ['reverse_charge', 0, 0, 0],
  ] as const)(
    '%s charges %i basis points (stamp duty charged on: %i)',
    async (regime, rate, vatMinor, stampMinor) => {
      const seller = await person(t, 'provider');
      await setBilling(t, { userId: seller.id }, sellerDetails(regime));
      const bookingId = await bookingToInvoice(t, {
        buyerId: manager.id,
        providerId: seller.id,
        companyId,
      });
      const reply = await seller.call('issueInvoice', { bookingId });
      const detail = await seller.call('invoiceDetail', {
        id: (reply.invoice as { id: number }).id,
      });
      const sale = { quantity: 3, unitPriceMinor: 10_000, vatRateBasisPoints: rate, vatMinor };
      // An Italian seller without VAT owes a 2 € stamp above 77,47 €, charged on by default.
      const stamp = { quantity: 1, unitPriceMinor: 200, vatRateBasisPoints: 0, stampDuty: true };
      expect(detail.invoice).toMatchObject({
        vatRegime: regime,
        netMinor: 30_000 + stampMinor,
        vatMinor,
        grossMinor: 30_000 + vatMinor + stampMinor,
        lines: stampMinor > 0 ? [sale, stamp] : [sale],
        vatSummary: [{ vatRateBasisPoints: rate, taxableMinor: 30_000, vatMinor }],
      });
    },
  );
});

describe('paying and crediting', () => {
  async function issued() {
    const bookingId = await bookingToInvoice(t, {
      buyerId: manager.id,
      providerId: provider.id,
      companyId,
    });
    const order = await openPurchaseOrder(t, { id: bookingId, companyId, providerId: provider.id });
    const reply = await issue(bookingId);
    return { bookingId, order, id: (reply.invoice as { id: number }).id };
  }
  const orderState = async (id: number) =>
    (
      await t.db
        .select({ state: purchaseOrders.state })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, id))
    )[0]?.state;

  it('marks an invoice paid on a past date, closing its order; only the provider may', async () => {
    const { id, order } = await issued();
    // The issuer's today (Italian), as the invoice's own issue date is.
    const today = todayOf(new Date());
    expect(await manager.call('markInvoicePaid', { id, paidOn: today })).toMatchObject({
      code: 'forbidden',
    });
    expect(await stranger.call('markInvoicePaid', { id, paidOn: today })).toMatchObject({
      code: 'forbidden',
    });
    expect(await provider.call('markInvoicePaid', { id, paidOn: '2099-01-01' })).toMatchObject({
      fields: { paidOn: ['validation.tooLarge'] },
    });
    expect(await provider.call('markInvoicePaid', { id, paidOn: '2001-01-01' })).toMatchObject({
      fields: { paidOn: ['validation.tooSmall'] },
    });
    expect(await provider.call('markInvoicePaid', { id, paidOn: today })).toMatchObject({
      status: true,
      state: 'paid',
    });
    expect(await orderState(order.id)).toBe('closed');
    expect(await provider.call('markInvoicePaid', { id, paidOn: today })).toMatchObject({
      code: 'invalid_transition',
    });
    expect(await provider.call('creditInvoice', { id, reason: 'Too late' })).toMatchObject({
      code: 'invalid_transition',
    });
    const detail = await manager.call('invoiceDetail', { id });
    expect(detail.invoice).toMatchObject({ state: 'paid', paidOn: today });
    expect(detail.history).toMatchObject([{ transition: 'markPaid', toState: 'paid' }]);
  });

  it('credits an invoice with a credit note of its own series, cancelling its order', async () => {
    const { id, order, bookingId } = await issued();
    expect(await provider.call('creditInvoice', { id, reason: '' })).toMatchObject({
      code: 'invalid_input',
    });
    const reply = await provider.call('creditInvoice', { id, reason: 'Training cancelled' });
    expect(reply).toMatchObject({ status: true, creditNote: { number: `CN-${year}-0001` } });
    const noteId = (reply.creditNote as { id: number }).id;
    expect(await orderState(order.id)).toBe('cancelled');

    const note = await manager.call('invoiceDetail', { id: noteId });
    expect(note).toMatchObject({
      invoice: { kind: 'credit_note', grossMinor: 36_600, creditedInvoiceId: id, state: 'issued' },
      related: { id, kind: 'invoice' },
      transitions: [],
    });
    const credited = await provider.call('invoiceDetail', { id });
    expect(credited).toMatchObject({
      invoice: { state: 'credited' },
      related: { id: noteId, kind: 'credit_note' },
      history: [{ transition: 'credit', reason: 'Training cancelled' }],
    });
    // A credited invoice frees its booking for a new one.
    expect(await issue(bookingId)).toMatchObject({ status: true });
    await t.jobs.runDue();
    expect(await kindsOf(manager.id)).toContain('invoice_credited');
  });

  it('never changes an issued invoice, nor deletes it', async () => {
    const { id } = await issued();
    await expect(
      t.db
        .update(invoices)
        .set({ grossMinor: 1, netMinor: 1, vatMinor: 0 })
        .where(eq(invoices.id, id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(invoices).set({ dueDate: '2099-01-01' }).where(eq(invoices.id, id)),
    ).rejects.toThrow();
    await expect(t.db.delete(invoices).where(eq(invoices.id, id))).rejects.toThrow();
  });
});

describe('lists', () => {
  it('shows each side its own documents, filtered by state, kind and year', async () => {
    const mine = await provider.call('providerInvoices');
    expect((mine.list as unknown[]).length).toBeGreaterThan(3);
    expect(await stranger.call('providerInvoices')).toMatchObject({ list: [], years: [] });
    const credits = await provider.call('providerInvoices', { kind: 'credit_note' });
    expect(credits.list).toMatchObject([{ kind: 'credit_note' }]);
    const paid = await provider.call('providerInvoices', { state: 'paid' });
    expect(paid.list).toMatchObject([{ state: 'paid' }]);
    expect(await provider.call('providerInvoices', { year: 2001 })).toMatchObject({ list: [] });

    const company = await manager.call('companyInvoices');
    expect(company).toMatchObject({ status: true, years: [year], activeLocationId: companyId });
    expect((company.list as unknown[]).length).toBeGreaterThan(3);
    expect(await stranger.call('companyInvoices')).toMatchObject({ code: 'not_company_member' });
    expect(await manager.call('companyInvoices', { location: 'all' })).toMatchObject({
      status: true,
    });
    expect(await manager.call('companyInvoices', { location: 999_999 })).toMatchObject({
      code: 'forbidden',
    });
  });

  it('shows an invoice to its parties only', async () => {
    const [any] = await t.db.select({ id: invoices.id }).from(invoices).limit(1);
    expect(await stranger.call('invoiceDetail', { id: any!.id })).toMatchObject({
      code: 'forbidden',
    });
    expect(await stranger.call('invoiceDetail', { id: 999_999 })).toMatchObject({
      code: 'not_found',
    });
  });
});

describe('bookingInvoice', () => {
  /** A seller of its own (the lists above count the shared provider's documents). */
  async function sellerWithBooking() {
    const seller = await person(t, 'provider');
    await setBilling(t, { userId: seller.id }, sellerDetails());
    const bookingId = await bookingToInvoice(t, {
      buyerId: manager.id,
      providerId: seller.id,
      companyId,
    });
    return { seller, bookingId };
  }
  const bookingInvoiceOf = (who: Person, bookingId: number) =>
    who.call('bookingInvoice', { bookingId });

  it('shows the live invoice to its provider, its buyer and its company’s staff only', async () => {
    const { seller, bookingId } = await sellerWithBooking();
    const participant = await person(t);
    await t.db
      .insert(bookingParticipants)
      .values({ bookingId, name: 'Named Participant', userId: participant.id });
    expect(await bookingInvoiceOf(seller, bookingId)).toEqual({ status: true, invoice: null });

    const issued = (await seller.call('issueInvoice', { bookingId })).invoice as {
      id: number;
      number: string;
    };
    const summary = {
      id: issued.id,
      kind: 'invoice',
      number: issued.number,
      state: 'issued',
      bookingId,
      grossMinor: 36_600,
      currency: 'EUR',
      sellerName: 'Formazione Rossi S.r.l.',
      buyerName: 'ACME S.p.A.',
    };
    // The provider, the buyer (a manager of the company) and the company's admin.
    for (const party of [seller, manager, admin]) {
      expect(await bookingInvoiceOf(party, bookingId)).toMatchObject({
        status: true,
        invoice: summary,
      });
    }
    // Someone named on the booking with their account reads the booking, not its invoice.
    expect(await bookingInvoiceOf(participant, bookingId)).toEqual({
      status: true,
      invoice: null,
    });
  });

  it('refuses a stranger as the other actions of a booking do', async () => {
    const { bookingId } = await sellerWithBooking();
    const { client } = await signedIn(t);
    const ask = async (action: string) => {
      const response = await client.action(
        action,
        { bookingId },
        { endpoint: 'selling', json: true },
      );
      return { statusCode: response.statusCode, code: response.json<Reply>().code };
    };
    const refused = await ask('bookingInvoice');
    expect(refused).toEqual({ statusCode: 403, code: 'forbidden' });
    expect(await ask('bookingPurchaseOrder')).toEqual(refused);
    expect(await stranger.call('bookingInvoice', { bookingId: 999_999 })).toMatchObject({
      code: 'not_found',
    });
  });

  it('is null once the invoice is credited, and names the next one issued', async () => {
    const { seller, bookingId } = await sellerWithBooking();
    const first = (await seller.call('issueInvoice', { bookingId })).invoice as { id: number };
    await seller.call('creditInvoice', { id: first.id, reason: 'Wrong buyer' });
    expect(await bookingInvoiceOf(seller, bookingId)).toEqual({ status: true, invoice: null });
    expect(await bookingInvoiceOf(manager, bookingId)).toEqual({ status: true, invoice: null });

    const second = (await seller.call('issueInvoice', { bookingId })).invoice as { id: number };
    expect(await bookingInvoiceOf(manager, bookingId)).toMatchObject({
      invoice: { id: second.id, kind: 'invoice', state: 'issued' },
    });
  });
});
