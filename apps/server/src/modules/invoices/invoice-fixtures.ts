import type { VatRegime } from '@app/contracts/money';
import {
  billingDetails,
  bookings,
  companies,
  companyMembers,
  purchaseOrders,
} from '../../db/schema.ts';
import type { TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/upload-fixtures.ts';

/** Test helpers of invoices: people, billing details, bookings ready to invoice, purchase orders. */

type Fields = Record<string, string | number | boolean>;
export type Reply = Record<string, unknown> & { status: boolean; code?: string };

export interface Person {
  id: number;
  username: string;
  call: (action: string, fields?: Fields) => Promise<Reply>;
  get: (url: string) => ReturnType<Awaited<ReturnType<typeof signedIn>>['client']['request']>;
}

export async function person(t: TestApp, role: 'provider' | 'seeker' = 'seeker'): Promise<Person> {
  const { id, username, client } = await signedIn(t, role);
  return {
    id,
    username,
    call: async (action, fields = {}) =>
      (await client.action(action, fields, { endpoint: 'selling', json: true })).json<Reply>(),
    get: (url) => client.request({ method: 'GET', url }),
  };
}

export const sellerDetails = (regime: VatRegime = 'standard', country = 'IT') => ({
  legalName: 'Formazione Rossi S.r.l.',
  street: 'Via Roma 10',
  postalCode: '20121',
  city: 'Milano',
  province: country === 'IT' ? 'MI' : null,
  country,
  vatId: country === 'IT' ? 'IT01234567890' : 'DE123456789',
  taxCode: country === 'IT' ? '01234567890' : null,
  iban: 'IT60X0542811101000000123456',
  vatRegime: regime,
});

export const buyerDetails = {
  legalName: 'ACME S.p.A.',
  street: 'Corso Italia 5',
  postalCode: '00184',
  city: 'Roma',
  province: 'RM',
  country: 'IT',
  vatId: 'IT09876543210',
  taxCode: '09876543210',
  sdiCode: 'ABC1234',
};

export async function setBilling(
  t: TestApp,
  owner: { userId: number } | { companyId: number },
  values: Partial<typeof billingDetails.$inferInsert> & {
    legalName: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
  },
) {
  await t.db
    .insert(billingDetails)
    .values({ ...owner, ...values })
    .onConflictDoUpdate({
      target: 'userId' in owner ? billingDetails.userId : billingDetails.companyId,
      set: values,
    });
}

let slot = 0;
const HOUR = 60 * 60 * 1000;

/** A booking in `state` (accepted by default) of 3 participants at 100.00 + 22 % VAT. */
export async function bookingToInvoice(
  t: TestApp,
  parties: { buyerId: number; providerId: number; companyId?: number | null },
  overrides: Partial<typeof bookings.$inferInsert> = {},
) {
  // Each its own two hours (a provider's trainings never overlap).
  slot += 1;
  const startsAt = new Date(Date.UTC(2026, 0, 1) + slot * 3 * HOUR);
  const [row] = await t.db
    .insert(bookings)
    .values({
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      kind: 'topic',
      state: 'accepted',
      title: 'Corso di sicurezza sul lavoro',
      listingUrl: '/topic/corso-sicurezza',
      buyerId: parties.buyerId,
      providerId: parties.providerId,
      companyId: parties.companyId ?? null,
      department: 'Operations',
      participants: 3,
      unitPriceMinor: 10_000,
      quantity: 3,
      netMinor: 30_000,
      vatRateBasisPoints: 2200,
      vatMinor: 6600,
      grossMinor: 36_600,
      ...overrides,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}

export async function openPurchaseOrder(
  t: TestApp,
  booking: { id: number; companyId: number; providerId: number },
  grossMinor = 36_600,
) {
  const party = { ...buyerDetails, pec: null, email: null };
  const [row] = await t.db
    .insert(purchaseOrders)
    .values({
      companyId: booking.companyId,
      providerId: booking.providerId,
      bookingId: booking.id,
      year: 2026,
      sequence: booking.id,
      number: `PO-2026-${String(booking.id).padStart(4, '0')}`,
      state: 'acknowledged',
      issueDate: '2026-01-10',
      buyer: party,
      provider: party,
      lines: [
        {
          description: 'Training',
          quantity: 3,
          unitPriceMinor: 10_000,
          netMinor: 30_000,
          vatRateBasisPoints: 2200,
          vatMinor: grossMinor - 30_000,
        },
      ],
      netMinor: 30_000,
      vatMinor: grossMinor - 30_000,
      grossMinor,
    })
    .returning({ id: purchaseOrders.id, number: purchaseOrders.number });
  return row!;
}

/** A company whose first user is its admin and the others its managers. */
export async function companyOf(t: TestApp, userIds: number[]) {
  const [company] = await t.db
    .insert(companies)
    .values({
      slug: `inv-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      name: 'ACME',
      kind: 'company',
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('no company');
  for (const [index, userId] of userIds.entries()) {
    await t.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId, userRole: index === 0 ? 1 : 2 });
  }
  return company.id;
}
