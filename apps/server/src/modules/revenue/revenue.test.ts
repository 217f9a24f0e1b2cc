import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertEvent, insertTopic } from '../../test/catalogue-rows.ts';
import { insertTestInvoice } from '../../test/money-rows.ts';
import { signedIn } from '../../test/upload-fixtures.ts';

/**
 * The revenue report (docs/product.md, "Revenue") on a small set of documents whose figures are
 * worked out by hand: credit notes subtract, states split issued, paid, outstanding and overdue,
 * and a provider sees only what they issued.
 */

type Reply = Record<string, unknown> & { status: boolean; code?: string };
interface Amounts {
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  count: number;
}
interface Report {
  status: true;
  year: number;
  years: number[];
  currency: string;
  byMonth: Array<Amounts & { month: number }>;
  byTopic: Array<Amounts & { id: number | null; label: string | null }>;
  byEvent: Array<Amounts & { id: number | null; label: string | null }>;
  byClient: Array<Amounts & { id: number | null; label: string | null }>;
  byState: Record<
    'issued' | 'paid' | 'outstanding' | 'overdue',
    { grossMinor: number; count: number }
  >;
  taxReturn: Record<'invoices' | 'creditNotes' | 'total', Amounts>;
}

let t: TestApp;
let provider: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let seeker: Awaited<ReturnType<typeof signedIn>>;
let topicId: number;
let eventId: number;

const report = async (client: typeof provider.client, fields: Record<string, unknown> = {}) =>
  (await client.action('revenuereport', fields as never, { endpoint: 'selling', json: true })).json<
    Report & Reply
  >();

beforeAll(async () => {
  t = await createTestApp();
  provider = await signedIn(t, 'provider');
  other = await signedIn(t, 'provider');
  seeker = await signedIn(t);
  topicId = (await insertTopic(t.db, provider.id, { title: 'Excel avanzato' })).id;
  eventId = (await insertEvent(t.db, provider.id, { title: 'Giornata sicurezza' })).id;
  const p = provider.id;
  await insertTestInvoice(t.db, {
    providerId: p,
    issueDate: '2026-01-15',
    netMinor: 100_000,
    state: 'paid',
    topicId,
    client: 'ACME S.p.A.',
  });
  await insertTestInvoice(t.db, {
    providerId: p,
    issueDate: '2026-03-10',
    netMinor: 50_000,
    state: 'overdue',
    topicId,
    client: 'Beta Srl',
  });
  const credited = await insertTestInvoice(t.db, {
    providerId: p,
    issueDate: '2026-03-20',
    netMinor: 20_000,
    state: 'credited',
    eventId,
    client: 'ACME S.p.A.',
  });
  await insertTestInvoice(t.db, {
    providerId: p,
    issueDate: '2026-04-02',
    netMinor: 20_000,
    kind: 'credit_note',
    creditedInvoiceId: credited,
    eventId,
    client: 'ACME S.p.A.',
  });
  await insertTestInvoice(t.db, {
    providerId: p,
    issueDate: '2026-12-31',
    netMinor: 10_000,
    vatRateBasisPoints: 0,
    client: 'Gamma',
  });
  // Outside the year, and another provider's: never counted.
  await insertTestInvoice(t.db, { providerId: p, issueDate: '2025-12-31', netMinor: 99_900 });
  await insertTestInvoice(t.db, { providerId: other.id, issueDate: '2026-05-05', netMinor: 7_000 });
});

afterAll(async () => {
  await t?.close();
});

describe('revenuereport', () => {
  it('sums the year’s invoices less credit notes, net, VAT and gross, for the tax return', async () => {
    const body = await report(provider.client, { year: 2026 });
    expect(body.status).toBe(true);
    expect(body.currency).toBe('EUR');
    expect(body.taxReturn).toEqual({
      invoices: { netMinor: 180_000, vatMinor: 37_400, grossMinor: 217_400, count: 4 },
      creditNotes: { netMinor: 20_000, vatMinor: 4_400, grossMinor: 24_400, count: 1 },
      total: { netMinor: 160_000, vatMinor: 33_000, grossMinor: 193_000, count: 5 },
    });
    expect(body.years).toContain(2025);
    expect(body.years).toContain(2026);
  });

  it('splits issued, paid, outstanding (issued or overdue) and overdue invoices', async () => {
    const body = await report(provider.client, { year: 2026 });
    expect(body.byState).toEqual({
      issued: { grossMinor: 217_400, count: 4 },
      paid: { grossMinor: 122_000, count: 1 },
      outstanding: { grossMinor: 71_000, count: 2 },
      overdue: { grossMinor: 61_000, count: 1 },
    });
  });

  it('gives twelve months, a credit note subtracting in its own month', async () => {
    const body = await report(provider.client, { year: '2026' });
    expect(body.byMonth).toHaveLength(12);
    const gross = body.byMonth.map((month) => month.grossMinor);
    expect(gross).toEqual([122_000, 0, 85_400, -24_400, 0, 0, 0, 0, 0, 0, 0, 10_000]);
    expect(body.byMonth[2]).toEqual({
      month: 3,
      netMinor: 70_000,
      vatMinor: 15_400,
      grossMinor: 85_400,
      count: 2,
    });
  });

  it('groups by topic, event and client (the buyer’s legal name as invoiced)', async () => {
    const body = await report(provider.client, { year: 2026 });
    expect(body.byTopic).toEqual([
      {
        id: topicId,
        label: 'Excel avanzato',
        netMinor: 150_000,
        vatMinor: 33_000,
        grossMinor: 183_000,
        count: 2,
      },
      { id: null, label: null, netMinor: 10_000, vatMinor: 0, grossMinor: 10_000, count: 3 },
    ]);
    expect(body.byEvent).toEqual([
      {
        id: eventId,
        label: 'Giornata sicurezza',
        netMinor: 0,
        vatMinor: 0,
        grossMinor: 0,
        count: 2,
      },
    ]);
    expect(body.byClient.map((row) => [row.label, row.grossMinor, row.count])).toEqual([
      ['ACME S.p.A.', 122_000, 3],
      ['Beta Srl', 61_000, 1],
      ['Gamma', 10_000, 1],
    ]);
  });

  it('answers an empty year with zeros, not an error', async () => {
    const body = await report(provider.client, { year: 2020 });
    expect(body.status).toBe(true);
    expect(body.byMonth).toHaveLength(12);
    expect(body.byMonth.every((month) => month.grossMinor === 0 && month.count === 0)).toBe(true);
    expect(body.byTopic).toEqual([]);
    expect(body.byClient).toEqual([]);
    expect(body.taxReturn.total).toEqual({ netMinor: 0, vatMinor: 0, grossMinor: 0, count: 0 });
    expect(body.byState.outstanding).toEqual({ grossMinor: 0, count: 0 });
  });

  it('shows a provider only what they issued', async () => {
    const body = await report(other.client, { year: 2026 });
    expect(body.taxReturn.total).toEqual({
      netMinor: 7_000,
      vatMinor: 1_540,
      grossMinor: 8_540,
      count: 1,
    });
    expect(body.byClient).toHaveLength(1);
  });

  it('refuses a caller who is not a provider, and a year out of range', async () => {
    expect(await report(seeker.client, { year: 2026 })).toMatchObject({
      status: false,
      code: 'not_provider',
    });
    expect(await report(provider.client, { year: 1900 })).toMatchObject({ status: false });
  });
});
