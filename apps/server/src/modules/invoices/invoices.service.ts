import type { z } from 'zod';
import type {
  companyInvoices,
  creditInvoice,
  issueInvoice,
  markInvoicePaid,
  providerInvoices,
} from '@app/contracts/actions/invoice';
import { invoiceLimits } from '@app/contracts/actions/invoice';
import { isLanguage, type Language } from '@app/contracts/locales';
import {
  documentMatch,
  documentTotals,
  invoiceContent,
  vatRateOfRegime,
  type BillingParty,
} from '@app/contracts/money';
import { mayBeInvoiced } from '@app/contracts/states';
import {
  availableTransitions,
  invoiceMachine,
  purchaseOrderMachine,
  type BookingRole,
  type DocumentRole,
  type InvoiceState,
  type PurchaseOrderState,
} from '@app/contracts/states';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { chosenLocationIds, selectGroupLocations } from '../companies/index.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { LiveHub } from '../../lib/live.ts';
import { billingPartyOf, findBillingDetails } from '../billing/index.ts';
import { keepLogoOfDocument, logoPngOf } from './document-logos.ts';
import { takeDocumentNumber } from './document-numbers.repository.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { storeNotification } from '../notifications/index.ts';
import { displayNameOf } from '../accounts/index.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import {
  invoiceStateColumn,
  purchaseOrderStateColumn,
  selectStateHistory,
} from '../../shared/state-history.repository.ts';
import { hasFatturaXml } from './fatturapa.ts';
import { addDays, todayOf } from './invoice-dates.ts';
import {
  findBookingToInvoice,
  findCreditNoteOf,
  findInvoice,
  findInvoiceNumber,
  findLiveInvoiceOfBooking,
  findOpenPurchaseOrder,
  findPurchaseOrderForMatch,
  findUserContact,
  insertInvoice,
  selectInvoices,
  selectInvoiceYears,
  setPaidOn,
  type BookingToInvoice,
  type InvoiceFilter,
  type InvoiceRow,
} from './invoices.repository.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

/**
 * Invoices and credit notes (docs/product.md, "Invoices and credit notes"). The provider of an
 * accepted or completed booking issues its invoice; numbers come from the provider's counter row
 * in the invoice's own transaction, so they never skip or repeat; an issued invoice never changes
 * (a trigger refuses it): paying it sets its state and date, cancelling it issues a credit note.
 */

export interface InvoiceDeps {
  db: Database;
  events: DomainEvents;
  live: LiveHub;
  /** Where uploads live: the seller's picture is kept with the invoice (modules/invoices/document-logos.ts). */
  storage: ObjectStorage;
}

const billingLink = '/dashboard/c/billing';

export async function issueInvoiceFor(
  deps: InvoiceDeps,
  caller: { id: number; bookingRoles: readonly BookingRole[] },
  input: z.output<typeof issueInvoice.request>,
  now = new Date(),
) {
  if (!caller.bookingRoles.includes('provider')) throw new AppError('forbidden');
  const booking = await findBookingToInvoice(deps.db, input.bookingId);
  if (!booking) throw new AppError('not_found');
  if (!mayBeInvoiced(booking)) throw new AppError('not_invoiceable');
  if (await findLiveInvoiceOfBooking(deps.db, booking.id)) throw new AppError('already_invoiced');
  const sellerDetails = await findBillingDetails(deps.db, { userId: booking.providerId });
  if (!sellerDetails?.iban) throw new AppError('billing_details_required');

  // Before the training has ended, only an advance invoice, asked for as such.
  const advanceOf =
    booking.endsAt && booking.endsAt > now ? todayOf(booking.startsAt ?? booking.endsAt) : null;
  if (advanceOf && !input.advance) throw new AppError('training_not_held');
  const issueDate = todayOf(now);
  const dueDate = input.dueDate ?? addDays(issueDate, invoiceLimits.defaultDueDays);
  if (dueDate < issueDate) throw new InputError({ dueDate: ['validation.tooSmall'] });
  if (dueDate > addDays(issueDate, invoiceLimits.maxDueDays)) {
    throw new InputError({ dueDate: ['validation.tooLarge'] });
  }
  const [provider, buyer] = await Promise.all([
    findUserContact(deps.db, booking.providerId),
    findUserContact(deps.db, booking.buyerId),
  ]);
  const language: Language =
    input.language ?? (isLanguage(buyer?.language) ? buyer.language : 'it');
  const year = Number(issueDate.slice(0, 4));
  // The seller's picture as it is today, kept with the invoice (converted before the number is
  // taken, so the counter's lock is not held while an image is decoded).
  const logo = await logoPngOf(deps.storage, provider?.profileImage);

  try {
    return await deps.db.transaction(async (tx) => {
      const number = await takeDocumentNumber(
        tx,
        { kind: 'provider', id: booking.providerId },
        'invoice',
        year,
      );
      // The buyer's details are read in the number's transaction: a failure from here on gives
      // the number back (rolled back with the rest), so the series never skips.
      const buyerDetails = await findBillingDetails(
        tx,
        booking.companyId !== null ? { companyId: booking.companyId } : { userId: booking.buyerId },
      );
      if (!buyerDetails) throw new AppError('buyer_billing_details_missing');

      const regime = sellerDetails.vatRegime;
      const { totals, stampDutyMinor } = invoiceContent({
        sale: {
          description: booking.title,
          quantity: booking.quantity,
          unitPriceMinor: booking.unitPriceMinor,
          vatRateBasisPoints: vatRateOfRegime(regime, booking.vatRateBasisPoints),
        },
        seller: sellerDetails,
        language,
      });
      const order = await findOpenPurchaseOrder(tx, booking.id);
      const invoice = await insertInvoice(tx, {
        kind: 'invoice',
        providerId: booking.providerId,
        buyerId: booking.buyerId,
        companyId: booking.companyId,
        bookingId: booking.id,
        purchaseOrderId: order?.id ?? null,
        year,
        sequence: number.sequence,
        number: number.number,
        issueDate,
        dueDate,
        language,
        seller: billingPartyOf(sellerDetails, provider?.email ?? null),
        buyer: billingPartyOf(buyerDetails, buyer?.email ?? null),
        lines: totals.lines,
        vatSummary: totals.vatSummary,
        vatRegime: regime,
        stampDutyMinor,
        advanceOf,
        iban: sellerDetails.iban,
        logoId: await keepLogoOfDocument(tx, logo),
        purchaseOrderNumber: order?.number ?? null,
        netMinor: totals.netMinor,
        vatMinor: totals.vatMinor,
        grossMinor: totals.grossMinor,
        currency: booking.currency,
        topicId: booking.topicId,
        eventId: booking.eventId,
        category: booking.category,
        department: booking.department,
      });
      if (order) {
        await fireTransition(tx, {
          machine: purchaseOrderMachine,
          target: purchaseOrderStateColumn,
          record: { id: order.id, state: order.state as PurchaseOrderState },
          transition: 'invoice',
          actor: { userId: null, roles: ['system'] },
        });
        await deps.events.record(tx, 'purchase_order.changed', {
          purchaseOrderId: order.id,
          transition: 'invoice',
          actorId: null,
        });
      }
      await deps.events.record(tx, 'invoice.changed', {
        invoiceId: invoice.id,
        transition: 'create',
        actorId: caller.id,
      });
      return invoice;
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'buyer_billing_details_missing') {
      await askBuyerForDetails(deps, booking, provider);
    }
    if (violatedUniqueConstraint(error) === 'invoices_booking_key') {
      throw new AppError('already_invoiced');
    }
    throw error;
  }
}

/** The buyer is told to add the billing details the invoice waits for (once per booking). */
async function askBuyerForDetails(
  deps: InvoiceDeps,
  booking: BookingToInvoice,
  provider: Awaited<ReturnType<typeof findUserContact>>,
) {
  await deps.db.transaction((tx) =>
    storeNotification(tx, deps.live, {
      userId: booking.buyerId,
      kind: 'buyer_billing_details_missing',
      params: {
        seller: provider
          ? displayNameOf({
              username: provider.username,
              firstName: provider.firstName,
              lastName: provider.lastName,
            })
          : '',
        title: booking.title,
      },
      link: billingLink,
      dedupeKey: `billing-missing:${booking.id}`,
    }),
  );
}

function summaryOf(
  row: Pick<
    InvoiceRow,
    | 'id'
    | 'kind'
    | 'number'
    | 'state'
    | 'issueDate'
    | 'dueDate'
    | 'paidOn'
    | 'seller'
    | 'buyer'
    | 'grossMinor'
    | 'currency'
    | 'bookingId'
    | 'purchaseOrderNumber'
  >,
) {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    state: row.state as InvoiceState,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    paidOn: row.paidOn,
    sellerName: row.seller.legalName,
    buyerName: row.buyer.legalName,
    grossMinor: row.grossMinor,
    currency: row.currency,
    bookingId: row.bookingId,
    purchaseOrderNumber: row.purchaseOrderNumber,
  };
}

type ListInput = z.output<typeof providerInvoices.request>;
const filterOf = (input: ListInput): InvoiceFilter => ({
  state: input.state,
  kind: input.kind,
  year: input.year,
});

export async function listInvoices(
  db: Queryable,
  scope: { providerId: number } | { buyerId: number },
  input: ListInput,
) {
  const [rows, years] = await Promise.all([
    selectInvoices(db, scope, filterOf(input)),
    selectInvoiceYears(db, scope),
  ]);
  return { list: rows.map(summaryOf), years };
}

/**
 * The invoices addressed to the caller's active company profile, or (the multi-location super
 * admin) to `all` the group's locations they are staff of, or one of them: never another's.
 */
export async function listCompanyInvoices(
  db: Queryable,
  userId: number,
  companyId: number,
  input: z.output<typeof companyInvoices.request>,
) {
  const locations = await selectGroupLocations(db, userId, companyId);
  const companyIds = chosenLocationIds(locations, companyId, input.location);
  const scope = { companyIds };
  const [rows, years] = await Promise.all([
    selectInvoices(db, scope, filterOf(input)),
    selectInvoiceYears(db, scope),
  ]);
  return { list: rows.map(summaryOf), years, locations, activeLocationId: companyId };
}

/**
 * The booking page's panel: the booking's live invoice, for the invoice's own parties only (its
 * provider, its buyer, the staff of the company it is addressed to; documentRolesOf). A
 * participant named on the booking sees the booking, not its invoice: null, as for no invoice.
 */
export async function getBookingInvoice(
  db: Queryable,
  bookingId: number,
  roles: readonly BookingRole[],
) {
  const isInvoiceParty = roles.some(
    (role) => role === 'provider' || role === 'buyer' || role === 'approver',
  );
  if (!isInvoiceParty) return null;
  const row = await findLiveInvoiceOfBooking(db, bookingId);
  return row ? summaryOf(row) : null;
}

export function invoiceOf(row: InvoiceRow) {
  return {
    ...summaryOf(row),
    language: row.language,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    vatSummary: row.vatSummary,
    vatRegime: row.vatRegime,
    iban: row.iban,
    advanceOf: row.advanceOf,
    netMinor: row.netMinor,
    vatMinor: row.vatMinor,
    purchaseOrderId: row.purchaseOrderId,
    creditedInvoiceId: row.creditedInvoiceId,
  };
}

export async function getInvoiceDetail(db: Queryable, id: number, roles: readonly DocumentRole[]) {
  const row = await findInvoice(db, id);
  if (!row) throw new AppError('not_found');
  const [history, order, related] = await Promise.all([
    selectStateHistory(db, invoiceMachine.name, id),
    row.purchaseOrderId ? findPurchaseOrderForMatch(db, row.purchaseOrderId) : null,
    row.kind === 'credit_note' && row.creditedInvoiceId
      ? findInvoiceNumber(db, row.creditedInvoiceId)
      : findCreditNoteOf(db, id),
  ]);
  // The platform's own invoices move from the console (recordPlatformPayment), not from here.
  const transitions =
    row.kind === 'invoice' && row.providerId !== null
      ? availableTransitions(invoiceMachine, row.state as InvoiceState, roles).filter(
          (name): name is 'markPaid' | 'credit' => name === 'markPaid' || name === 'credit',
        )
      : [];
  const match =
    order && row.kind === 'invoice'
      ? {
          purchaseOrderNumber: order.number,
          orderGrossMinor: order.grossMinor,
          ...documentMatch(order, row),
        }
      : null;
  return {
    invoice: invoiceOf(row),
    roles: [...roles],
    transitions,
    history: history.map((entry) => ({
      transition: entry.transition,
      toState: entry.to,
      at: entry.at.toISOString(),
      reason: entry.reason,
    })),
    match,
    related,
    hasXml: hasFatturaXml(row),
  };
}

/**
 * An invoice its provider changes. The platform's own invoices change from the operator console
 * only (recorded in the operators' audit: recordPlatformPayment), never through these actions.
 */
async function invoiceOfProvider(tx: Transaction, id: number, roles: readonly DocumentRole[]) {
  if (!roles.includes('provider')) throw new AppError('forbidden');
  const row = await findInvoice(tx, id);
  if (!row) throw new AppError('not_found');
  if (row.providerId === null) throw new AppError('forbidden');
  if (row.kind !== 'invoice') throw new AppError('invalid_transition');
  return row;
}

/** Whose series an invoice's number is of: its provider's, or the platform's own (id 0). */
function issuerOf(row: Pick<InvoiceRow, 'providerId'>) {
  return row.providerId === null
    ? ({ kind: 'platform', id: 0 } as const)
    : ({ kind: 'provider', id: row.providerId } as const);
}

/** A purchase order follows its invoice (the system's transition); a closed one stays so. */
async function followOrder(
  deps: Pick<InvoiceDeps, 'events'>,
  tx: Transaction,
  purchaseOrderId: number | null,
  transition: 'close' | 'cancel',
) {
  if (purchaseOrderId === null) return;
  const order = await findPurchaseOrderForMatch(tx, purchaseOrderId);
  if (!order) return;
  const state = order.state as PurchaseOrderState;
  if (!purchaseOrderMachine.transitions[transition].from.includes(state)) return;
  await fireTransition(tx, {
    machine: purchaseOrderMachine,
    target: purchaseOrderStateColumn,
    record: { id: order.id, state },
    transition,
    actor: { userId: null, roles: ['system'] },
  });
  await deps.events.record(tx, 'purchase_order.changed', {
    purchaseOrderId: order.id,
    transition,
    actorId: null,
  });
}

export async function markPaid(
  deps: InvoiceDeps,
  caller: { id: number; documentRoles: readonly DocumentRole[] },
  input: z.output<typeof markInvoicePaid.request>,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const row = await invoiceOfProvider(tx, input.id, caller.documentRoles);
    return payInvoice(
      deps,
      tx,
      row,
      input.paidOn,
      { id: caller.id, roles: caller.documentRoles },
      now,
    );
  });
}

/** The payment of an invoice on `paidOn` (not in the future, nor before its issue). */
async function payInvoice(
  deps: Pick<InvoiceDeps, 'events'>,
  tx: Transaction,
  row: InvoiceRow,
  paidOn: string,
  actor: { id: number; roles: readonly DocumentRole[] },
  now: Date,
) {
  if (paidOn > todayOf(now)) throw new InputError({ paidOn: ['validation.tooLarge'] });
  if (paidOn < row.issueDate) throw new InputError({ paidOn: ['validation.tooSmall'] });
  const state = await fireTransition(tx, {
    machine: invoiceMachine,
    target: invoiceStateColumn,
    record: { id: row.id, state: row.state as InvoiceState },
    transition: 'markPaid',
    actor: { userId: actor.id, roles: actor.roles },
  });
  await setPaidOn(tx, row.id, paidOn);
  await followOrder(deps, tx, row.purchaseOrderId, 'close');
  await deps.events.record(tx, 'invoice.changed', {
    invoiceId: row.id,
    transition: 'markPaid',
    actorId: actor.id,
  });
  return state;
}

/**
 * The platform's own invoice (a plan's, to a company), issued by an operator in the console's
 * transaction: numbered in the platform's series (INV-2026-0001, without gaps, the counter row
 * locked in this transaction), with the operator's details as the seller and the company's
 * billing details as the buyer; the company's admins are told like any buyer.
 */
export async function issuePlatformInvoice(
  deps: Pick<InvoiceDeps, 'events'>,
  tx: Transaction,
  invoice: {
    seller: BillingParty;
    iban: string;
    companyId: number;
    /** The admin who asked for it (the person it is addressed to), when known. */
    buyerId: number | null;
    line: { description: string; unitPriceMinor: number; vatRateBasisPoints: number };
    language: Language;
    actorId: number;
  },
  now = new Date(),
) {
  const issueDate = todayOf(now);
  const year = Number(issueDate.slice(0, 4));
  const number = await takeDocumentNumber(tx, { kind: 'platform', id: 0 }, 'invoice', year);
  const buyerDetails = await findBillingDetails(tx, { companyId: invoice.companyId });
  if (!buyerDetails) throw new AppError('buyer_billing_details_missing');
  const buyer = invoice.buyerId === null ? null : await findUserContact(tx, invoice.buyerId);
  const totals = documentTotals([{ ...invoice.line, quantity: 1 }]);
  const party = billingPartyOf(buyerDetails, buyer?.email ?? null);
  const row = await insertInvoice(tx, {
    kind: 'invoice',
    providerId: null,
    buyerId: invoice.buyerId,
    companyId: invoice.companyId,
    year,
    sequence: number.sequence,
    number: number.number,
    issueDate,
    dueDate: addDays(issueDate, invoiceLimits.defaultDueDays),
    language: invoice.language,
    seller: invoice.seller,
    buyer: party,
    lines: totals.lines,
    vatSummary: totals.vatSummary,
    vatRegime: 'standard',
    iban: invoice.iban,
    netMinor: totals.netMinor,
    vatMinor: totals.vatMinor,
    grossMinor: totals.grossMinor,
    currency: 'EUR',
  });
  await deps.events.record(tx, 'invoice.changed', {
    invoiceId: row.id,
    transition: 'create',
    actorId: invoice.actorId,
  });
  return { ...row, buyer: party, grossMinor: totals.grossMinor };
}

/** An operator records the payment of one of the platform's own invoices (the console). */
export async function recordPlatformPayment(
  deps: Pick<InvoiceDeps, 'events'>,
  tx: Transaction,
  payment: { invoiceId: number; paidOn: string; actorId: number },
  now = new Date(),
) {
  const row = await findInvoice(tx, payment.invoiceId);
  if (!row || row.providerId !== null) throw new AppError('not_found');
  if (row.kind !== 'invoice') throw new AppError('invalid_transition');
  await payInvoice(
    deps,
    tx,
    row,
    payment.paidOn,
    { id: payment.actorId, roles: ['provider'] },
    now,
  );
  return row;
}

export async function creditInvoiceWithNote(
  deps: InvoiceDeps,
  caller: { id: number; documentRoles: readonly DocumentRole[] },
  input: z.output<typeof creditInvoice.request>,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const row = await invoiceOfProvider(tx, input.id, caller.documentRoles);
    await fireTransition(tx, {
      machine: invoiceMachine,
      target: invoiceStateColumn,
      record: { id: row.id, state: row.state as InvoiceState },
      transition: 'credit',
      actor: { userId: caller.id, roles: caller.documentRoles },
      reason: input.reason,
    });
    const issueDate = todayOf(now);
    const year = Number(issueDate.slice(0, 4));
    const number = await takeDocumentNumber(tx, issuerOf(row), 'credit_note', year);
    // The same parties, lines and totals as the invoice it cancels (its snapshot, not today's).
    const creditNote = await insertInvoice(tx, {
      kind: 'credit_note',
      providerId: row.providerId,
      buyerId: row.buyerId,
      companyId: row.companyId,
      bookingId: row.bookingId,
      purchaseOrderId: row.purchaseOrderId,
      creditedInvoiceId: row.id,
      year,
      sequence: number.sequence,
      number: number.number,
      issueDate,
      dueDate: null,
      language: row.language,
      seller: row.seller,
      buyer: row.buyer,
      lines: row.lines,
      vatSummary: row.vatSummary,
      vatRegime: row.vatRegime,
      stampDutyMinor: row.stampDutyMinor,
      iban: row.iban,
      logoId: row.logoId,
      purchaseOrderNumber: row.purchaseOrderNumber,
      netMinor: row.netMinor,
      vatMinor: row.vatMinor,
      grossMinor: row.grossMinor,
      currency: row.currency,
      topicId: row.topicId,
      eventId: row.eventId,
      category: row.category,
      department: row.department,
    });
    await followOrder(deps, tx, row.purchaseOrderId, 'cancel');
    await deps.events.record(tx, 'invoice.changed', {
      invoiceId: row.id,
      transition: 'credit',
      actorId: caller.id,
    });
    return creditNote;
  });
}
