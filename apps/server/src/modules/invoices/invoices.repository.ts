import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { amountsByDepartment, withinYear } from '../../lib/report-years.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import { bookings, events, invoices, purchaseOrders, topics, users } from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** The columns of an invoice as lists show it (invoiceSummarySchema). */
const listColumns = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  state: invoices.state,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  paidOn: invoices.paidOn,
  seller: invoices.seller,
  buyer: invoices.buyer,
  grossMinor: invoices.grossMinor,
  currency: invoices.currency,
  bookingId: invoices.bookingId,
  purchaseOrderNumber: invoices.purchaseOrderNumber,
};

/** What an invoice is made from: the booking's snapshot, its parties, and what it sold. */
export async function findBookingToInvoice(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      state: bookings.state,
      title: bookings.title,
      buyerId: bookings.buyerId,
      providerId: bookings.providerId,
      companyId: bookings.companyId,
      department: bookings.department,
      topicId: bookings.topicId,
      eventId: bookings.eventId,
      unitPriceMinor: bookings.unitPriceMinor,
      quantity: bookings.quantity,
      vatRateBasisPoints: bookings.vatRateBasisPoints,
      currency: bookings.currency,
      // When the training starts and ends: the booking's own times, else its event's.
      startsAt: sql<Date | null>`coalesce(${bookings.startsAt}, ${events.startsAt})`.mapWith(
        bookings.startsAt,
      ),
      endsAt:
        sql<Date | null>`coalesce(${bookings.endsAt}, ${events.endsAt}, ${bookings.startsAt}, ${events.startsAt})`.mapWith(
          bookings.endsAt,
        ),
      category: sql<
        string | null
      >`coalesce(${topics.category}, (select ${topics.category} from ${topics} where ${topics.id} = ${events.topicId}))`,
    })
    .from(bookings)
    .leftJoin(topics, eq(topics.id, bookings.topicId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
export type BookingToInvoice = NonNullable<Awaited<ReturnType<typeof findBookingToInvoice>>>;

/**
 * The booking's invoice that still counts (not credited), if any: one at most. The condition is
 * written as literals, the predicate of the partial unique index invoices_booking_key, so that the
 * planner may use that index whatever the statement's parameters.
 */
export async function findLiveInvoiceOfBooking(db: Queryable, bookingId: number) {
  const [row] = await db
    .select(listColumns)
    .from(invoices)
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        sql`${invoices.kind} = 'invoice' and ${invoices.state} <> 'credited'`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The booking's purchase order that is not cancelled (one at most, a unique index says so). */
export async function findOpenPurchaseOrder(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      state: purchaseOrders.state,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.bookingId, bookingId), ne(purchaseOrders.state, 'cancelled')))
    .limit(1);
  return row ?? null;
}

export async function findPurchaseOrderForMatch(db: Queryable, purchaseOrderId: number) {
  const [row] = await db
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      state: purchaseOrders.state,
      grossMinor: purchaseOrders.grossMinor,
      lines: purchaseOrders.lines,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, purchaseOrderId))
    .limit(1);
  return row ?? null;
}

export async function findUserContact(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImage: users.profileImage,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function insertInvoice(tx: Transaction, invoice: NewInvoice) {
  const [row] = await tx
    .insert(invoices)
    .values(invoice)
    .returning({ id: invoices.id, number: invoices.number });
  if (!row) throw new Error('invoice not inserted');
  return row;
}

export async function findInvoice(db: Queryable, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

/** The credit note of an invoice. */
export async function findCreditNoteOf(db: Queryable, invoiceId: number) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, kind: invoices.kind })
    .from(invoices)
    .where(eq(invoices.creditedInvoiceId, invoiceId))
    .limit(1);
  return row ?? null;
}

export async function findInvoiceNumber(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, kind: invoices.kind })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  return row ?? null;
}

export async function setPaidOn(tx: Transaction, id: number, paidOn: string) {
  await tx.update(invoices).set({ paidOn, updatedAt: new Date() }).where(eq(invoices.id, id));
}

export interface InvoiceFilter {
  state?: string | undefined;
  kind?: 'invoice' | 'credit_note' | undefined;
  year?: number | undefined;
}

/** Invoices of one side (provider, buyer person, or companies), newest first. */
export async function selectInvoices(
  db: Queryable,
  scope: { providerId: number } | { buyerId: number } | { companyIds: number[] },
  filter: InvoiceFilter,
) {
  const conditions: SQL[] = [scopeCondition(scope)];
  if (filter.state) conditions.push(eq(invoices.state, filter.state));
  if (filter.kind) conditions.push(eq(invoices.kind, filter.kind));
  if (filter.year) conditions.push(eq(invoices.year, filter.year));
  return db
    .select(listColumns)
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(1000);
}

export async function selectInvoiceYears(
  db: Queryable,
  scope: { providerId: number } | { buyerId: number } | { companyIds: number[] },
) {
  const rows = await db
    .selectDistinct({ year: invoices.year })
    .from(invoices)
    .where(scopeCondition(scope))
    .orderBy(desc(invoices.year));
  return rows.map((row) => row.year);
}

function scopeCondition(
  scope: { providerId: number } | { buyerId: number } | { companyIds: number[] },
): SQL {
  if ('providerId' in scope) return eq(invoices.providerId, scope.providerId);
  // A person's own purchases: addressed to them, not to a company they bought for.
  if ('buyerId' in scope) {
    return and(eq(invoices.buyerId, scope.buyerId), sql`${invoices.companyId} is null`)!;
  }
  return scope.companyIds.length > 0 ? inArray(invoices.companyId, scope.companyIds) : sql`false`;
}

/**
 * Issued invoices past their due date (the overdue sweep), and overdue ones not reminded for a
 * week; locked so that two sweeps never remind twice.
 */
export async function lockDueInvoices(tx: Transaction, today: string, remindBefore: Date) {
  return tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        sql`${invoices.dueDate} < ${today}`,
        sql`(${invoices.state} = 'issued' or (${invoices.state} = 'overdue' and (${invoices.remindedAt} is null or ${invoices.remindedAt} <= ${remindBefore.toISOString()})))`,
      ),
    )
    .orderBy(invoices.id)
    .limit(500)
    .for('update', { skipLocked: true });
}

export async function setRemindedAt(tx: Transaction, id: number, at: Date) {
  await tx.update(invoices).set({ remindedAt: at, updatedAt: at }).where(eq(invoices.id, id));
}

export async function findBookingTitle(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({ title: bookings.title })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row?.title ?? null;
}

/**
 * What a company has actually spent in one year, by department ('' for none): the gross of the
 * invoices addressed to it less its credit notes, by issue date (contracts/spend.ts; the spending
 * report counts the same).
 */
export async function selectActualByDepartment(
  db: Queryable,
  companyId: number,
  year: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      department: sql<string>`coalesce(${invoices.department}, '')`,
      amountMinor: sql<number>`sum(case when ${invoices.kind} = 'credit_note' then -${invoices.grossMinor} else ${invoices.grossMinor} end)::bigint`,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), withinYear(invoices.issueDate, year)))
    .groupBy(sql`coalesce(${invoices.department}, '')`);
  return amountsByDepartment(rows);
}
