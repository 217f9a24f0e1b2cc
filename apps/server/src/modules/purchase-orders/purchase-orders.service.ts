import type { z } from 'zod';
import type {
  companyPurchaseOrders,
  issuePurchaseOrder,
  PurchaseOrderDetail,
  PurchaseOrderSummary,
  PurchaseOrderUserTransition,
} from '@app/contracts/actions/purchase-order';
import { purchaseOrderPdfPath } from '@app/contracts/actions/purchase-order';
import { isLanguage, type Language } from '@app/contracts/locales';
import { documentMatch, documentTotals, type BillingParty } from '@app/contracts/money';
import {
  availableTransitions,
  purchaseOrderMachine,
  type BookingRole,
  type DocumentRole,
  type PurchaseOrderState,
  type PurchaseOrderTransition,
} from '@app/contracts/states';
import type { Database, Transaction } from '../../db/client.ts';
import { chosenLocationIds, selectGroupLocations } from '../companies/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { assertMayApproveMoney, billingPartyOf, findBillingDetails } from '../billing/index.ts';
import { keepLogoOfDocument, logoPngOf, takeDocumentNumber } from '../invoices/index.ts';
import type { DomainEventMap, DomainEvents } from '../../shared/domain-events.ts';
import type { ActiveMembership } from '../../shared/memberships.repository.ts';
import { displayNameOf } from '../accounts/index.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import {
  purchaseOrderStateColumn,
  selectStateHistory,
} from '../../shared/state-history.repository.ts';
import { lineDescriptionOf, romeDateOf } from './purchase-order-text.ts';
import {
  findBookingCategory,
  findLiveOrderOfBooking,
  findOrderableBooking,
  findPurchaseOrder,
  findQuotingInvoice,
  findUserBasics,
  insertIssueStep,
  findCompanyLogo,
  insertPurchaseOrder,
  lockOrderableBooking,
  selectBookingsToOrder,
  selectCompanyOrders,
  selectProviderOrders,
  type OrderableBooking,
  type OrderSummaryRow,
} from './purchase-orders.repository.ts';
import type { ObjectStorage } from '../../lib/storage.ts';

/**
 * Purchase orders (docs/product.md, "Purchase orders"). The authorisation table has already
 * admitted the caller as a party of the booking or order; the rules here narrow it to the side
 * that may act (the company's staff issue and cancel, the provider acknowledges).
 */

/** Approved company bookings: past fee approval and neither refused nor called off. */
const orderableStates: Record<'topic' | 'event', readonly string[]> = {
  topic: ['requested', 'accepted', 'completed'],
  event: ['booked', 'attended'],
};

export function isOrderable(booking: Pick<OrderableBooking, 'kind' | 'state' | 'companyId'>) {
  return booking.companyId !== null && orderableStates[booking.kind].includes(booking.state);
}

export function summaryOf(row: OrderSummaryRow): PurchaseOrderSummary {
  return {
    id: row.id,
    number: row.number,
    state: row.state as PurchaseOrderState,
    issueDate: row.issueDate,
    bookingId: row.bookingId,
    title: row.title,
    buyerName: row.buyer.legalName,
    buyerCity: row.buyer.city,
    providerName: row.provider.legalName,
    netMinor: row.netMinor,
    vatMinor: row.vatMinor,
    grossMinor: row.grossMinor,
    currency: row.currency,
    reference: row.reference,
  };
}

/** The provider as the order names them: their billing details, else their name (country IT). */
async function providerPartyOf(tx: Transaction, providerId: number): Promise<BillingParty> {
  const person = await findUserBasics(tx, providerId);
  const details = await findBillingDetails(tx, { userId: providerId });
  if (details) return billingPartyOf(details, person?.email ?? null);
  return {
    legalName: person ? displayNameOf(person) : '',
    street: '',
    postalCode: '',
    city: '',
    province: null,
    country: 'IT',
    vatId: null,
    taxCode: null,
    sdiCode: null,
    pec: null,
    email: person?.email ?? null,
  };
}

export interface IssueDeps {
  events: DomainEvents;
  defaultLanguage: Language;
  /**
   * Where uploads live: the company's logo is kept with the order
   * (modules/invoices/document-logos.ts).
   */
  storage: ObjectStorage;
}

/**
 * Issues the order of a booking in one transaction: the booking locked (a second issue waits and
 * then finds the first order), its number taken from the company's counter (given back on any
 * refusal after it), the snapshot of both parties and of the booking's price, the first history
 * row, and the event that tells the provider (notification and e-mail with the PDF, by jobs).
 */
export async function issueOrder(
  db: Database,
  deps: IssueDeps,
  actor: { userId: number; roles: readonly BookingRole[] },
  input: z.output<typeof issuePurchaseOrder.request>,
): Promise<PurchaseOrderSummary> {
  try {
    return await db.transaction(async (tx) => {
      const booking = await lockOrderableBooking(tx, input.bookingId);
      if (!booking) throw new AppError('not_found');
      if (booking.companyId === null) throw new AppError('not_orderable');
      if (!actor.roles.includes('approver')) throw new AppError('forbidden');
      if (!isOrderable(booking)) throw new AppError('not_orderable');
      if (await findLiveOrderOfBooking(tx, booking.id)) throw new AppError('purchase_order_exists');
      await assertMayApproveMoney(tx, booking.companyId, actor.userId);
      const buyerDetails = await findBillingDetails(tx, { companyId: booking.companyId });
      if (!buyerDetails) throw new AppError('billing_details_required');
      const logo = await logoPngOf(deps.storage, await findCompanyLogo(tx, booking.companyId));

      const issuer = await findUserBasics(tx, actor.userId);
      const language =
        issuer?.language && isLanguage(issuer.language) ? issuer.language : deps.defaultLanguage;
      const issueDate = romeDateOf(new Date());
      const year = Number(issueDate.slice(0, 4));
      const totals = documentTotals([
        {
          description: lineDescriptionOf(booking, language),
          quantity: booking.quantity,
          unitPriceMinor: booking.unitPriceMinor,
          vatRateBasisPoints: booking.vatRateBasisPoints,
        },
      ]);
      const numbered = await takeDocumentNumber(
        tx,
        { kind: 'company', id: booking.companyId },
        'purchase_order',
        year,
      );
      const id = await insertPurchaseOrder(tx, {
        companyId: booking.companyId,
        providerId: booking.providerId,
        bookingId: booking.id,
        issuedBy: actor.userId,
        year: numbered.year,
        sequence: numbered.sequence,
        number: numbered.number,
        state: purchaseOrderMachine.initial,
        issueDate,
        buyer: billingPartyOf(buyerDetails, null),
        provider: await providerPartyOf(tx, booking.providerId),
        lines: totals.lines,
        netMinor: totals.netMinor,
        vatMinor: totals.vatMinor,
        grossMinor: totals.grossMinor,
        currency: booking.currency,
        department: booking.department,
        category: await findBookingCategory(tx, booking),
        reference: input.reference ?? null,
        language,
        logoId: await keepLogoOfDocument(tx, logo),
      });
      await insertIssueStep(tx, { purchaseOrderId: id, actorId: actor.userId });
      await deps.events.record(tx, 'purchase_order.changed', {
        purchaseOrderId: id,
        transition: 'create',
        actorId: actor.userId,
      });
      const created = await findLiveOrderOfBooking(tx, booking.id);
      if (!created) throw new Error('The order just issued is gone');
      return summaryOf(created);
    });
  } catch (error) {
    // Two issues that raced past the check: the unique index lets one through.
    if (violatedUniqueConstraint(error) === 'purchase_orders_booking_key') {
      throw new AppError('purchase_order_exists');
    }
    throw error;
  }
}

export async function listCompanyOrders(
  db: Database,
  userId: number,
  membership: ActiveMembership,
  input: z.output<typeof companyPurchaseOrders.request>,
) {
  const locations = await selectGroupLocations(db, userId, membership.companyId);
  const companyIds = chosenLocationIds(locations, membership.companyId, input.location);
  const [rows, toOrder] = await Promise.all([
    selectCompanyOrders(db, companyIds, input.state),
    selectBookingsToOrder(db, companyIds, orderableStates),
  ]);
  const locationName = new Map(locations.map((location) => [location.id, location.name]));
  return {
    list: rows.map(summaryOf),
    toIssue: toOrder.map((row) => ({
      bookingId: row.bookingId,
      title: row.title,
      state: row.state,
      startsAt: row.startsAt?.toISOString() ?? null,
      grossMinor: row.grossMinor,
      currency: row.currency,
      location: locationName.get(row.companyId ?? 0) ?? null,
    })),
    locations,
    activeLocationId: membership.companyId,
  };
}

export async function listProviderOrders(db: Database, providerId: number, state?: string) {
  return (await selectProviderOrders(db, providerId, state)).map(summaryOf);
}

/** The buttons of the web: acknowledge and cancel (the system's steps are no button). */
function userTransitionsOf(state: PurchaseOrderState, roles: readonly DocumentRole[]) {
  const userRoles = roles.filter((role) => role !== 'system');
  return availableTransitions(purchaseOrderMachine, state, userRoles).filter(
    (name): name is PurchaseOrderUserTransition => name === 'acknowledge' || name === 'cancel',
  );
}

export async function getOrderDetail(
  db: Database,
  id: number,
  roles: readonly DocumentRole[],
): Promise<PurchaseOrderDetail> {
  const order = await findPurchaseOrder(db, id);
  if (!order) throw new AppError('not_found');
  const [history, invoice] = await Promise.all([
    selectStateHistory(db, purchaseOrderMachine.name, id),
    findQuotingInvoice(db, id),
  ]);
  const state = order.state as PurchaseOrderState;
  return {
    ...summaryOf(order),
    buyer: order.buyer,
    provider: order.provider,
    lines: order.lines,
    vatSummary: documentTotals(order.lines).vatSummary,
    department: order.department,
    category: order.category,
    language: order.language,
    roles: [...roles],
    transitions: userTransitionsOf(state, roles),
    pdfUrl: purchaseOrderPdfPath(order.id),
    history: history.map((step) => ({
      transition: step.transition,
      from: step.from,
      to: step.to,
      at: step.at.toISOString(),
      by: step.username === null ? null : displayNameOf(step),
      reason: step.reason,
    })),
    invoice: invoice
      ? {
          id: invoice.id,
          number: invoice.number,
          state: invoice.state,
          issueDate: invoice.issueDate,
          grossMinor: invoice.grossMinor,
          currency: invoice.currency,
          ...documentMatch(order, invoice),
        }
      : null,
  };
}

/** The booking page's panel: the booking's live order, and whether the caller may issue one. */
export async function getBookingOrder(
  db: Database,
  bookingId: number,
  roles: readonly BookingRole[],
) {
  // Only the order's own parties see it: the provider and the company's staff (a participant or
  // the person who booked without being staff sees the booking, not the order).
  const isStaff = roles.includes('approver');
  if (!isStaff && !roles.includes('provider')) return { purchaseOrder: null, canIssue: false };
  const order = await findLiveOrderOfBooking(db, bookingId);
  if (order) return { purchaseOrder: summaryOf(order), canIssue: false };
  const booking = await findOrderableBooking(db, bookingId);
  const canIssue = booking !== null && isStaff && isOrderable(booking);
  return { purchaseOrder: null, canIssue };
}

/**
 * Fires a transition of an order in the caller's transaction and records the change for the
 * reactions (notifications); the system (actor null) fulfils, invoices, closes and cancels.
 */
/** How a change of an order is passed on: recorded as an event (a request) or told at once (a job). */
export type OrderChangeRecorder = (
  tx: Transaction,
  change: DomainEventMap['purchase_order.changed'],
) => Promise<void>;

export const recordingWith =
  (events: DomainEvents): OrderChangeRecorder =>
  (tx, change) =>
    events.record(tx, 'purchase_order.changed', change);

export async function fireOrder(
  tx: Transaction,
  record: OrderChangeRecorder,
  order: { id: number; state: PurchaseOrderState },
  transition: PurchaseOrderTransition,
  actor: { userId: number | null; roles: readonly DocumentRole[] },
  reason: string | null = null,
): Promise<PurchaseOrderState> {
  const state = await fireTransition(tx, {
    machine: purchaseOrderMachine,
    target: purchaseOrderStateColumn,
    record: order,
    transition,
    actor,
    reason,
  });
  await record(tx, { purchaseOrderId: order.id, transition, actorId: actor.userId });
  return state;
}

/** Acknowledge (the provider) or cancel (the buying company's staff, with a reason). */
export async function changeOrder(
  db: Database,
  events: DomainEvents,
  actor: { userId: number; roles: readonly DocumentRole[] },
  id: number,
  transition: PurchaseOrderUserTransition,
  reason: string | null = null,
) {
  return db.transaction(async (tx) => {
    const order = await findPurchaseOrder(tx, id);
    if (!order) throw new AppError('not_found');
    const state = await fireOrder(
      tx,
      recordingWith(events),
      { id, state: order.state as PurchaseOrderState },
      transition,
      actor,
      reason,
    );
    return { id, state };
  });
}
