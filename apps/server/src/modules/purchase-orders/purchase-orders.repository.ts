import { and, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { amountsByDepartment, withinYear } from '../../lib/report-years.ts';
import type { Queryable } from '../../db/client.ts';
import {
  bookings,
  companies,
  companyMembers,
  events,
  invoices,
  purchaseOrders,
  stateTransitions,
  topics,
  users,
} from '../../db/schema.ts';

/** SQL of the purchase orders (docs/product.md, "Purchase orders"). */

const orderableColumns = {
  id: bookings.id,
  kind: bookings.kind,
  state: bookings.state,
  title: bookings.title,
  providerId: bookings.providerId,
  companyId: bookings.companyId,
  department: bookings.department,
  topicId: bookings.topicId,
  eventId: bookings.eventId,
  proposedDates: bookings.proposedDates,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  unitPriceMinor: bookings.unitPriceMinor,
  quantity: bookings.quantity,
  vatRateBasisPoints: bookings.vatRateBasisPoints,
  currency: bookings.currency,
};

/** The booking an order is issued from, locked: two concurrent issues wait in line on it. */
export async function lockOrderableBooking(tx: Queryable, bookingId: number) {
  const [row] = await tx
    .select(orderableColumns)
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return row ?? null;
}

export async function findOrderableBooking(db: Queryable, bookingId: number) {
  const [row] = await db.select(orderableColumns).from(bookings).where(eq(bookings.id, bookingId));
  return row ?? null;
}
export type OrderableBooking = NonNullable<Awaited<ReturnType<typeof lockOrderableBooking>>>;

/** The category of what was booked: the topic's, or the topic of the event's. */
export async function findBookingCategory(
  db: Queryable,
  booking: { topicId: number | null; eventId: number | null },
) {
  if (booking.topicId !== null) {
    const [row] = await db
      .select({ category: topics.category })
      .from(topics)
      .where(eq(topics.id, booking.topicId));
    return row?.category ?? null;
  }
  if (booking.eventId === null) return null;
  const [row] = await db
    .select({ category: topics.category })
    .from(events)
    .innerJoin(topics, eq(topics.id, events.topicId))
    .where(eq(events.id, booking.eventId));
  return row?.category ?? null;
}

export async function findUserBasics(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findCompanyLogo(db: Queryable, companyId: number) {
  const [row] = await db
    .select({ logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.logo ?? null;
}

/** The staff (admins and managers) of a company, to tell them of their orders. */
export async function selectCompanyStaffIds(db: Queryable, companyId: number) {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return rows.map((row) => row.userId);
}

export type NewPurchaseOrder = typeof purchaseOrders.$inferInsert;

export async function insertPurchaseOrder(tx: Queryable, order: NewPurchaseOrder) {
  const [row] = await tx.insert(purchaseOrders).values(order).returning({ id: purchaseOrders.id });
  if (!row) throw new Error('Purchase order insert returned nothing');
  return row.id;
}

/** The first row of an order's history: its issue. */
export async function insertIssueStep(
  tx: Queryable,
  entry: { purchaseOrderId: number; actorId: number },
) {
  await tx.insert(stateTransitions).values({
    machine: 'purchase_order',
    recordId: entry.purchaseOrderId,
    transition: 'create',
    fromState: '',
    toState: 'issued',
    actorId: entry.actorId,
  });
}

const summaryColumns = {
  id: purchaseOrders.id,
  number: purchaseOrders.number,
  state: purchaseOrders.state,
  issueDate: purchaseOrders.issueDate,
  bookingId: purchaseOrders.bookingId,
  title: bookings.title,
  buyer: purchaseOrders.buyer,
  provider: purchaseOrders.provider,
  netMinor: purchaseOrders.netMinor,
  vatMinor: purchaseOrders.vatMinor,
  grossMinor: purchaseOrders.grossMinor,
  currency: purchaseOrders.currency,
  reference: purchaseOrders.reference,
};

async function selectOrders(db: Queryable, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(purchaseOrders)
    .leftJoin(bookings, eq(bookings.id, purchaseOrders.bookingId))
    .where(where)
    .orderBy(desc(purchaseOrders.issueDate), desc(purchaseOrders.id))
    .limit(500);
}
export type OrderSummaryRow = Awaited<ReturnType<typeof selectOrders>>[number];

export async function selectCompanyOrders(
  db: Queryable,
  companyIds: number[],
  state: string | undefined,
) {
  if (companyIds.length === 0) return [];
  return selectOrders(
    db,
    and(
      inArray(purchaseOrders.companyId, companyIds),
      state ? eq(purchaseOrders.state, state) : undefined,
    ),
  );
}

export async function selectProviderOrders(
  db: Queryable,
  providerId: number,
  state: string | undefined,
) {
  return selectOrders(
    db,
    and(
      eq(purchaseOrders.providerId, providerId),
      state ? eq(purchaseOrders.state, state) : undefined,
    ),
  );
}

/** The order a booking has that is not cancelled (at most one: the unique index). */
export async function findLiveOrderOfBooking(db: Queryable, bookingId: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(purchaseOrders)
    .leftJoin(bookings, eq(bookings.id, purchaseOrders.bookingId))
    .where(and(eq(purchaseOrders.bookingId, bookingId), ne(purchaseOrders.state, 'cancelled')))
    .limit(1);
  return row ?? null;
}

export async function findPurchaseOrder(db: Queryable, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      companyId: purchaseOrders.companyId,
      providerId: purchaseOrders.providerId,
      issuedBy: purchaseOrders.issuedBy,
      lines: purchaseOrders.lines,
      department: purchaseOrders.department,
      category: purchaseOrders.category,
      language: purchaseOrders.language,
      logoId: purchaseOrders.logoId,
    })
    .from(purchaseOrders)
    .leftJoin(bookings, eq(bookings.id, purchaseOrders.bookingId))
    .where(eq(purchaseOrders.id, id));
  return row ?? null;
}
export type PurchaseOrderRow = NonNullable<Awaited<ReturnType<typeof findPurchaseOrder>>>;

/** The invoice (not a credit note) that quotes an order, the newest when several did. */
export async function findQuotingInvoice(db: Queryable, purchaseOrderId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      state: invoices.state,
      issueDate: invoices.issueDate,
      grossMinor: invoices.grossMinor,
      currency: invoices.currency,
      lines: invoices.lines,
    })
    .from(invoices)
    .where(and(eq(invoices.purchaseOrderId, purchaseOrderId), eq(invoices.kind, 'invoice')))
    .orderBy(sql`${invoices.state} = 'credited'`, desc(invoices.id))
    .limit(1);
  return row ?? null;
}

/** The open order of a booking with its state, for the booking reactions (fulfil, cancel). */
export async function findOpenOrderOfBooking(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({ id: purchaseOrders.id, state: purchaseOrders.state })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.bookingId, bookingId),
        inArray(purchaseOrders.state, ['issued', 'acknowledged', 'fulfilled']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findBookingState(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({ state: bookings.state })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.state ?? null;
}

/** Open orders whose booking was delivered or ended (the sweep's work list). */
export async function selectOrdersBehindBookings(
  db: Queryable,
  deliveredStates: string[],
  endedStates: string[],
) {
  return db
    .select({ bookingId: bookings.id })
    .from(purchaseOrders)
    .innerJoin(bookings, eq(bookings.id, purchaseOrders.bookingId))
    .where(
      sql`(${purchaseOrders.state} in ('issued', 'acknowledged') and ${inArray(bookings.state, deliveredStates)})
        or (${purchaseOrders.state} in ('issued', 'acknowledged', 'fulfilled') and ${inArray(bookings.state, endedStates)})`,
    )
    .limit(200);
}

/**
 * The company bookings that may have a purchase order and have none that is live (never issued,
 * or cancelled), free ones left out: what the order list offers to issue, newest training first.
 */
export async function selectBookingsToOrder(
  db: Queryable,
  companyIds: readonly number[],
  orderable: Record<'topic' | 'event', readonly string[]>,
) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      bookingId: bookings.id,
      title: bookings.title,
      state: bookings.state,
      startsAt: bookings.startsAt,
      grossMinor: bookings.grossMinor,
      currency: bookings.currency,
      companyId: bookings.companyId,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.companyId, [...companyIds]),
        // A free training needs no order.
        gt(bookings.grossMinor, 0),
        or(
          and(eq(bookings.kind, 'topic'), inArray(bookings.state, [...orderable.topic])),
          and(eq(bookings.kind, 'event'), inArray(bookings.state, [...orderable.event])),
        ),
        sql`not exists (select 1 from ${purchaseOrders} po
          where po.booking_id = ${bookings.id} and po.state <> 'cancelled')`,
      ),
    )
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(200);
}

/**
 * What a company has committed in one year, by department ('' for none): the gross of its purchase
 * orders not cancelled, by issue date (contracts/spend.ts; the spending report counts the same).
 */
export async function selectCommittedByDepartment(
  db: Queryable,
  companyId: number,
  year: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      department: sql<string>`coalesce(${purchaseOrders.department}, '')`,
      amountMinor: sql<number>`sum(${purchaseOrders.grossMinor})::bigint`,
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, companyId),
        ne(purchaseOrders.state, 'cancelled'),
        withinYear(purchaseOrders.issueDate, year),
      ),
    )
    .groupBy(sql`coalesce(${purchaseOrders.department}, '')`);
  return amountsByDepartment(rows);
}
