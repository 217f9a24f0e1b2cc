import { documentTotals, type BillingParty } from '@app/contracts/money';
import type { Database } from '../db/client.ts';
import { invoices, purchaseOrders } from '../db/schema.ts';

/**
 * Purchase orders and invoices written straight into the database with hand-picked figures, for
 * the money reports' tests (they must not depend on the issuing actions).
 */

let sequence = 0;

export const party = (legalName: string): BillingParty => ({
  legalName,
  street: 'Via Roma 1',
  postalCode: '20100',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  vatId: 'IT01234567890',
  taxCode: null,
  sdiCode: '0000000',
  pec: null,
  email: null,
});

/** One line of `netMinor` at `vatRateBasisPoints`; the totals as documentTotals makes them. */
const linesOf = (netMinor: number, vatRateBasisPoints: number) =>
  documentTotals([
    { description: 'Training', quantity: 1, unitPriceMinor: netMinor, vatRateBasisPoints },
  ]);

export async function insertTestInvoice(
  db: Database,
  values: {
    providerId: number;
    issueDate: string;
    netMinor: number;
    vatRateBasisPoints?: number;
    kind?: 'invoice' | 'credit_note';
    state?: 'issued' | 'overdue' | 'paid' | 'credited';
    creditedInvoiceId?: number;
    companyId?: number | null;
    buyerId?: number | null;
    client?: string;
    seller?: string;
    topicId?: number | null;
    eventId?: number | null;
    department?: string | null;
    category?: string | null;
  },
) {
  sequence += 1;
  const totals = linesOf(values.netMinor, values.vatRateBasisPoints ?? 2200);
  const year = Number(values.issueDate.slice(0, 4));
  const [row] = await db
    .insert(invoices)
    .values({
      kind: values.kind ?? 'invoice',
      providerId: values.providerId,
      buyerId: values.buyerId ?? null,
      companyId: values.companyId ?? null,
      creditedInvoiceId: values.creditedInvoiceId ?? null,
      year,
      sequence,
      number: `T-${year}-${sequence}`,
      state: values.state ?? 'issued',
      issueDate: values.issueDate,
      seller: party(values.seller ?? 'Seller'),
      buyer: party(values.client ?? 'Client'),
      lines: totals.lines,
      vatSummary: totals.vatSummary,
      vatRegime: (values.vatRateBasisPoints ?? 2200) > 0 ? 'standard' : 'exempt_training',
      netMinor: totals.netMinor,
      vatMinor: totals.vatMinor,
      grossMinor: totals.grossMinor,
      topicId: values.topicId ?? null,
      eventId: values.eventId ?? null,
      department: values.department ?? null,
      category: values.category ?? null,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice insert returned nothing');
  return row.id;
}

export async function insertTestPurchaseOrder(
  db: Database,
  values: {
    companyId: number;
    providerId: number;
    issueDate: string;
    netMinor: number;
    state?: 'issued' | 'acknowledged' | 'fulfilled' | 'invoiced' | 'closed' | 'cancelled';
    provider?: string;
    department?: string | null;
    category?: string | null;
  },
) {
  sequence += 1;
  const totals = linesOf(values.netMinor, 2200);
  const year = Number(values.issueDate.slice(0, 4));
  const [row] = await db
    .insert(purchaseOrders)
    .values({
      companyId: values.companyId,
      providerId: values.providerId,
      year,
      sequence,
      number: `PO-T-${sequence}`,
      state: values.state ?? 'issued',
      issueDate: values.issueDate,
      buyer: party('Buyer'),
      provider: party(values.provider ?? 'Provider'),
      lines: totals.lines,
      netMinor: totals.netMinor,
      vatMinor: totals.vatMinor,
      grossMinor: totals.grossMinor,
      department: values.department ?? null,
      category: values.category ?? null,
    })
    .returning({ id: purchaseOrders.id });
  if (!row) throw new Error('purchase order insert returned nothing');
  return row.id;
}
