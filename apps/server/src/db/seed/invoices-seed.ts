import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  documentTotals,
  vatRateOfRegime,
  type BillingParty,
  type VatRegime,
} from '@app/contracts/money';
import {
  invoiceMachine,
  purchaseOrderMachine,
  type PurchaseOrderState,
} from '@app/contracts/states';
import { billingPartyOf, findBillingDetails } from '../../shared/billing-details.repository.ts';
import { takeDocumentNumber } from '../../shared/document-numbers.repository.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import {
  invoiceStateColumn,
  purchaseOrderStateColumn,
} from '../../shared/state-history.repository.ts';
import type { Database, Transaction } from '../client.ts';
import { bookings, companies, invoices, purchaseOrders, topics, users } from '../schema.ts';
import { addDays, DAY_MS, isoDate } from './dates.ts';

/**
 * Invoices between ACME and the demo providers over the past year (docs/product.md, "Invoices and
 * credit notes"), so that every state shows: paid ones, one overdue, one issued and not yet due,
 * and one cancelled by a credit note. Made from ACME's accepted and completed bookings, with the
 * parties' billing details when the billing seed has written them (otherwise plain demo details),
 * numbered through the providers' counters like any invoice. Idempotent: a booking that has an
 * invoice is left alone.
 */

/** What happens to the n-th invoice, and how many days ago it was issued. */
const plan: Array<{ daysAgo: number; outcome: 'paid' | 'overdue' | 'issued' | 'credited' }> = [
  { daysAgo: 330, outcome: 'paid' },
  { daysAgo: 270, outcome: 'paid' },
  { daysAgo: 210, outcome: 'credited' },
  { daysAgo: 150, outcome: 'paid' },
  { daysAgo: 90, outcome: 'paid' },
  { daysAgo: 60, outcome: 'overdue' },
  { daysAgo: 10, outcome: 'issued' },
];

function demoParty(legalName: string, email: string | null): BillingParty {
  return {
    legalName,
    street: 'Via Dante 12',
    postalCode: '20121',
    city: 'Milano',
    province: 'MI',
    country: 'IT',
    vatId: null,
    taxCode: null,
    sdiCode: '0000000',
    pec: null,
    email,
  };
}

async function sellerOf(tx: Transaction, providerId: number) {
  const details = await findBillingDetails(tx, { userId: providerId });
  const [user] = await tx
    .select({ email: users.email, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, providerId));
  if (details) {
    return {
      party: billingPartyOf(details, user?.email ?? null),
      regime: details.vatRegime,
      iban: details.iban ?? 'IT60X0542811101000000123456',
    };
  }
  const name = [user?.first, user?.last].filter(Boolean).join(' ') || 'Demo provider';
  return {
    party: demoParty(name, user?.email ?? null),
    regime: 'standard' as VatRegime,
    iban: 'IT60X0542811101000000123456',
  };
}

async function firePurchaseOrder(
  tx: Transaction,
  bookingId: number,
  transition: 'invoice' | 'close' | 'cancel',
) {
  const [order] = await tx
    .select({ id: purchaseOrders.id, number: purchaseOrders.number, state: purchaseOrders.state })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.bookingId, bookingId), ne(purchaseOrders.state, 'cancelled')));
  if (!order) return null;
  const state = order.state as PurchaseOrderState;
  if (!purchaseOrderMachine.transitions[transition].from.includes(state)) return order;
  await fireTransition(tx, {
    machine: purchaseOrderMachine,
    target: purchaseOrderStateColumn,
    record: { id: order.id, state },
    transition,
    actor: { userId: null, roles: ['system'] },
  });
  return order;
}

export async function seedDemoInvoices(db: Database, now = new Date()): Promise<void> {
  const [acme] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'acme'));
  if (!acme) return;
  const candidates = await db
    .select({
      id: bookings.id,
      title: bookings.title,
      buyerId: bookings.buyerId,
      providerId: bookings.providerId,
      department: bookings.department,
      topicId: bookings.topicId,
      eventId: bookings.eventId,
      unitPriceMinor: bookings.unitPriceMinor,
      quantity: bookings.quantity,
      vatRateBasisPoints: bookings.vatRateBasisPoints,
      currency: bookings.currency,
      category: topics.category,
    })
    .from(bookings)
    .leftJoin(topics, eq(topics.id, bookings.topicId))
    .where(and(eq(bookings.companyId, acme.id), inArray(bookings.state, ['accepted', 'completed'])))
    .orderBy(asc(bookings.id))
    .limit(plan.length);
  const invoiced = await db
    .select({ bookingId: invoices.bookingId })
    .from(invoices)
    .where(eq(invoices.companyId, acme.id));
  if (invoiced.length > 0) return;

  for (const [index, booking] of candidates.entries()) {
    const step = plan[index]!;
    await db.transaction(async (tx) => {
      const issued = addDays(now, -step.daysAgo);
      const issueDate = isoDate(issued);
      const year = issued.getUTCFullYear();
      const seller = await sellerOf(tx, booking.providerId);
      const buyerDetails = await findBillingDetails(tx, { companyId: acme.id });
      const buyer = buyerDetails
        ? billingPartyOf(buyerDetails, null)
        : { ...demoParty('ACME S.p.A.', null), sdiCode: 'ACME001' };
      const totals = documentTotals([
        {
          description: booking.title,
          quantity: booking.quantity,
          unitPriceMinor: booking.unitPriceMinor,
          vatRateBasisPoints: vatRateOfRegime(seller.regime, booking.vatRateBasisPoints),
        },
      ]);
      const order = await firePurchaseOrder(tx, booking.id, 'invoice');
      const number = await takeDocumentNumber(
        tx,
        { kind: 'provider', id: booking.providerId },
        'invoice',
        year,
      );
      const common = {
        providerId: booking.providerId,
        buyerId: booking.buyerId,
        companyId: acme.id,
        bookingId: booking.id,
        purchaseOrderId: order?.id ?? null,
        language: 'it',
        seller: seller.party,
        buyer,
        lines: totals.lines,
        vatSummary: totals.vatSummary,
        vatRegime: seller.regime,
        iban: seller.iban,
        purchaseOrderNumber: order?.number ?? null,
        netMinor: totals.netMinor,
        vatMinor: totals.vatMinor,
        grossMinor: totals.grossMinor,
        currency: booking.currency,
        topicId: booking.topicId,
        eventId: booking.eventId,
        category: booking.category,
        department: booking.department,
      };
      const [invoice] = await tx
        .insert(invoices)
        .values({
          ...common,
          kind: 'invoice',
          year,
          sequence: number.sequence,
          number: number.number,
          issueDate,
          dueDate: isoDate(addDays(issued, 30)),
          createdAt: issued,
          updatedAt: issued,
        })
        .returning({ id: invoices.id });
      if (!invoice) return;
      const record = { id: invoice.id, state: 'issued' as const };
      const system = { userId: null, roles: ['system' as const] };
      const provider = { userId: booking.providerId, roles: ['provider' as const] };
      if (step.outcome === 'paid') {
        await fireTransition(tx, {
          machine: invoiceMachine,
          target: invoiceStateColumn,
          record,
          transition: 'markPaid',
          actor: provider,
        });
        await tx
          .update(invoices)
          .set({ paidOn: isoDate(new Date(issued.getTime() + 21 * DAY_MS)) })
          .where(eq(invoices.id, invoice.id));
        await firePurchaseOrder(tx, booking.id, 'close');
      } else if (step.outcome === 'overdue') {
        await fireTransition(tx, {
          machine: invoiceMachine,
          target: invoiceStateColumn,
          record,
          transition: 'markOverdue',
          actor: system,
        });
      } else if (step.outcome === 'credited') {
        await fireTransition(tx, {
          machine: invoiceMachine,
          target: invoiceStateColumn,
          record,
          transition: 'credit',
          actor: provider,
          reason: 'Corso annullato su richiesta del cliente',
        });
        const noteDate = addDays(issued, 5);
        const note = await takeDocumentNumber(
          tx,
          { kind: 'provider', id: booking.providerId },
          'credit_note',
          noteDate.getUTCFullYear(),
        );
        await tx.insert(invoices).values({
          ...common,
          kind: 'credit_note',
          creditedInvoiceId: invoice.id,
          year: noteDate.getUTCFullYear(),
          sequence: note.sequence,
          number: note.number,
          issueDate: isoDate(noteDate),
          dueDate: null,
        });
        await firePurchaseOrder(tx, booking.id, 'cancel');
      }
    });
  }
}
