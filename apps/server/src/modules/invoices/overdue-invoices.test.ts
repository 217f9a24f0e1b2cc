import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices, notifications } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import {
  bookingToInvoice,
  buyerDetails,
  companyOf,
  person,
  sellerDetails,
  setBilling,
} from './invoice-fixtures.ts';
import { sweepOverdueInvoices } from './overdue-invoices.ts';

let t: TestApp;
const sent: MailMessage[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

it('marks invoices past due overdue and reminds both sides at most once a week', async () => {
  const provider = await person(t, 'provider');
  const buyer = await person(t);
  const companyId = await companyOf(t, [buyer.id]);
  await setBilling(t, { userId: provider.id }, sellerDetails());
  await setBilling(t, { companyId }, buyerDetails);
  const bookingId = await bookingToInvoice(t, {
    buyerId: buyer.id,
    providerId: provider.id,
    companyId,
  });
  const reply = await provider.call('issueInvoice', { bookingId });
  const id = (reply.invoice as { id: number }).id;
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));

  const context = {
    db: t.db,
    config: t.config,
    live: t.app.live,
    jobs: t.jobs,
    log: t.app.log,
    mailer: {
      send: (mail: MailMessage) => {
        sent.push(mail);
        return Promise.resolve();
      },
    },
  } as unknown as Parameters<typeof sweepOverdueInvoices>[0];
  const due = Date.parse(`${row!.dueDate}T12:00:00Z`);

  // On the due date it is not overdue yet.
  expect(await sweepOverdueInvoices(context, new Date(due))).toBe(0);
  expect(await sweepOverdueInvoices(context, new Date(due + DAY))).toBe(2);
  const [after] = await t.db.select().from(invoices).where(eq(invoices.id, id));
  expect(after?.state).toBe('overdue');
  expect(sent.map((mail) => mail.subject)).toEqual([
    `Fattura ${row!.number} scaduta`,
    `Fattura ${row!.number} scaduta`,
  ]);
  // Not again the next day; again a week later.
  expect(await sweepOverdueInvoices(context, new Date(due + 2 * DAY))).toBe(0);
  expect(await sweepOverdueInvoices(context, new Date(due + 8 * DAY))).toBe(2);

  const kinds = await t.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.kind, 'invoice_overdue'));
  expect(kinds.map((entry) => entry.userId).sort()).toEqual(
    [provider.id, provider.id, buyer.id, buyer.id].sort(),
  );

  // An overdue invoice may still be paid (on its issue date: the issuer's today, which is not the
  // UTC date in the hour before midnight in Italy).
  expect(await provider.call('markInvoicePaid', { id, paidOn: row!.issueDate })).toMatchObject({
    state: 'paid',
  });
  expect(await sweepOverdueInvoices(context, new Date(due + 30 * DAY))).toBe(0);
});
