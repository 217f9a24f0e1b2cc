import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.ts';
import {
  bookings,
  events,
  invoices,
  purchaseOrders,
  quotes,
  requirements,
  reviews,
  stateTransitions,
  users,
} from '../db/schema.ts';

/** Where a machine keeps a record's state: its table, id column and state column. */
export interface StateColumn {
  table: PgTable;
  id: PgColumn;
  state: PgColumn;
}

/**
 * Compare-and-swap: sets the state to `to` only while it is still `from`, and says whether it did.
 * Two concurrent transitions of one record cannot both succeed, whatever they read before.
 */
export async function swapState(
  db: Queryable,
  target: StateColumn,
  id: number,
  from: string,
  to: string,
): Promise<boolean> {
  const result = (await db.execute(
    sql`update ${target.table} set ${sql.identifier(target.state.name)} = ${to}, "updated_at" = now() where ${target.id} = ${id} and ${target.state} = ${from} returning 1 as swapped`,
  )) as { rows: unknown[] };
  return result.rows.length === 1;
}

export type NewTransition = typeof stateTransitions.$inferInsert;

export async function insertTransition(db: Queryable, transition: NewTransition): Promise<void> {
  await db.insert(stateTransitions).values(transition);
}

/**
 * The one reader of a record's history: each step of its machine, oldest first, with the reason
 * given and the name of whoever fired it (null for the system). Bookings, purchase orders and
 * invoices show it; an invoice's notice reads its last reason.
 */
export async function selectStateHistory(db: Queryable, machine: string, recordId: number) {
  return db
    .select({
      transition: stateTransitions.transition,
      from: stateTransitions.fromState,
      to: stateTransitions.toState,
      at: stateTransitions.createdAt,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      reason: stateTransitions.reason,
    })
    .from(stateTransitions)
    .leftJoin(users, eq(users.id, stateTransitions.actorId))
    .where(and(eq(stateTransitions.machine, machine), eq(stateTransitions.recordId, recordId)))
    .orderBy(asc(stateTransitions.id));
}
export type StateHistoryRow = Awaited<ReturnType<typeof selectStateHistory>>[number];

/** Where the booking machines (topic_booking, seat_booking) keep a booking's state. */
export const bookingStateColumn: StateColumn = {
  table: bookings,
  id: bookings.id,
  state: bookings.state,
};

/** Where the event_run machine keeps an event's go/no-go state. */
export const eventRunStateColumn: StateColumn = {
  table: events,
  id: events.id,
  state: events.runState,
};

/** Where the requirement machine keeps a requirement's state (requirements and quotes fire it). */
export const requirementStateColumn: StateColumn = {
  table: requirements,
  id: requirements.id,
  state: requirements.status,
};

/** Where the quote machine keeps a quote's state. */
export const quoteStateColumn: StateColumn = {
  table: quotes,
  id: quotes.id,
  state: quotes.state,
};

/** Where the purchase_order machine keeps an order's state. */
export const purchaseOrderStateColumn: StateColumn = {
  table: purchaseOrders,
  id: purchaseOrders.id,
  state: purchaseOrders.state,
};

/** Where the invoice machine keeps an invoice's state. */
export const invoiceStateColumn: StateColumn = {
  table: invoices,
  id: invoices.id,
  state: invoices.state,
};

/** Where the review_visibility machine keeps a review's visibility. */
export const reviewVisibilityColumn: StateColumn = {
  table: reviews,
  id: reviews.id,
  state: reviews.state,
};

/** Where the profile_visibility machine keeps a public profile's visibility. */
export const profileVisibilityColumn: StateColumn = {
  table: users,
  id: users.id,
  state: users.profileState,
};
