import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  bookingToInvoice,
  buyerDetails,
  companyOf,
  person,
  sellerDetails,
  setBilling,
} from './invoice-fixtures.ts';

/**
 * Gapless numbering per provider per year (decisions.md, "invoices"): a counter row taken in the
 * invoice's transaction, so concurrent issues wait in line and a rollback gives its number back.
 * Runs on PGlite and, in CI, on PostgreSQL (where the 50 calls really run at once).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
});
afterAll(() => t.close());

it('numbers 50 concurrent invoices of one provider 1..50, and a rollback leaves no gap', async () => {
  const provider = await person(t, 'provider');
  const buyer = await person(t);
  const companyId = await companyOf(t, [buyer.id]);
  await setBilling(t, { userId: provider.id }, sellerDetails());
  await setBilling(t, { companyId }, buyerDetails);

  const bookingIds: number[] = [];
  for (let index = 0; index < 50; index += 1) {
    bookingIds.push(
      await bookingToInvoice(t, { buyerId: buyer.id, providerId: provider.id, companyId }),
    );
  }
  // Among them, issues that fail after taking their number (the buyer has no billing details).
  const detailless = await person(t);
  const failing: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    failing.push(await bookingToInvoice(t, { buyerId: detailless.id, providerId: provider.id }));
  }

  const replies = await Promise.all(
    [...bookingIds, ...failing].map((bookingId) => provider.call('issueInvoice', { bookingId })),
  );
  expect(replies.filter((reply) => reply.status === true)).toHaveLength(50);
  expect(replies.slice(50).map((reply) => reply.code)).toEqual(
    failing.map(() => 'buyer_billing_details_missing'),
  );

  const rows = await t.db
    .select({ sequence: invoices.sequence, number: invoices.number, year: invoices.year })
    .from(invoices)
    .where(eq(invoices.providerId, provider.id));
  const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
  expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  expect(new Set(rows.map((row) => row.number)).size).toBe(50);

  // The next one, after the rolled-back attempts, is 51.
  const next = await bookingToInvoice(t, { buyerId: buyer.id, providerId: provider.id, companyId });
  const reply = await provider.call('issueInvoice', { bookingId: next });
  expect(reply).toMatchObject({
    status: true,
    invoice: { number: `INV-${rows[0]!.year}-0051` },
  });
}, 120_000);
