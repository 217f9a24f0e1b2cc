import type { PriceBreakdown } from '@app/contracts/money';
import type { Session } from '@app/contracts/training-days';
import { seatBookingMachine, topicBookingMachine } from '@app/contracts/states';
import type { Transaction } from '../../db/client.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import {
  insertBooking,
  insertCreation,
  insertParticipants,
  type NewBooking,
} from './booking-creation.repository.ts';
import { writeSessions } from './booking-sessions.repository.ts';
import { assertMayCommitMoney } from '../billing/index.ts';
import { findOrCreatePersonByEmail } from '../company-people/index.ts';
import type { DomainEventMap } from '../../shared/domain-events.ts';

/**
 * Making a booking, written once for the three ways one is made (a topic requested, seats at an
 * event, a quote accepted; docs/decisions/013-bookings.md): the row, its people, the domain event
 * that tells its parties, the timers it needs, and its creation in the history, all in the
 * caller's transaction.
 */

export interface BookingWriter {
  jobs: JobQueue;
  /** Records `booking.changed` in the transaction (its subscribers notify and schedule). */
  notify(tx: Transaction, change: DomainEventMap['booking.changed']): Promise<void>;
}

export type BookingPerson = { name: string; email: string | null; userId: number | null };

/** The people a booking is for: the named ones, or the buyer themselves when nobody is named. */
export function participantsOf(
  buyer: { id: number; name: string; email: string | null },
  named: ReadonlyArray<{ name: string; email?: string | null | undefined }>,
): BookingPerson[] {
  if (named.length === 0) return [{ name: buyer.name, email: buyer.email, userId: buyer.id }];
  return named.map((person) => ({ name: person.name, email: person.email ?? null, userId: null }));
}

/** The price snapshot's columns of a booking row. */
export const priceColumnsOf = (price: PriceBreakdown) => ({
  unitPriceMinor: price.unitPriceMinor,
  quantity: price.quantity,
  netMinor: price.netMinor,
  vatRateBasisPoints: price.vatRateBasisPoints,
  vatMinor: price.vatMinor,
  grossMinor: price.grossMinor,
  currency: price.currency,
});

/** A job to queue with the booking, to run at `at` (at once when that has passed). */
export function timer(name: string, data: object, at: Date, key: string) {
  const seconds = Math.ceil((at.getTime() - Date.now()) / 1000);
  return { name, data, singletonKey: key, ...(seconds > 0 ? { startAfterSeconds: seconds } : {}) };
}
export type Timer = ReturnType<typeof timer>;

export interface NewBookingWrite {
  row: NewBooking;
  people: BookingPerson[];
  /** Who made it (the buyer, or the requirement's owner accepting a quote). */
  actorId: number;
  /** The sessions it holds from the start (a booking made accepted, by accepting a quote). */
  sessions?: readonly Session[];
  /** The jobs it needs from the start, whatever it becomes (each handler re-checks it). */
  timers?: (bookingId: number) => Timer[];
  /**
   * Settles the state and writes the creation into the history, answering the state (seats: the
   * seat counter decides). By default the booking keeps the state it was inserted with.
   */
  settle?: (bookingId: number) => Promise<string>;
}

/**
 * For a company booking, each participant named with an e-mail is one of the company's people
 * (docs/product.md, "People and roles of a company"): found by e-mail, or added with the name given.
 */
async function linkToCompanyPeople(
  tx: Transaction,
  companyId: number | null | undefined,
  people: BookingPerson[],
) {
  if (!companyId) return people;
  const linked = [];
  for (const person of people) {
    const isNamedByEmail = person.userId === null && person.email;
    linked.push(
      isNamedByEmail
        ? {
            ...person,
            companyPersonId: await findOrCreatePersonByEmail(tx, companyId, {
              name: person.name,
              email: person.email ?? '',
            }),
          }
        : person,
    );
  }
  return linked;
}

/**
 * Writes a booking in the caller's transaction. The state is settled last, so a seat booking
 * holds its event's row lock only from that statement to the commit.
 */
export async function createBooking(
  tx: Transaction,
  writer: BookingWriter,
  booking: NewBookingWrite,
): Promise<{ id: number; state: string }> {
  if (booking.row.companyId) await assertMayCommitMoney(tx, booking.row.companyId);
  const { id } = await insertBooking(tx, booking.row);
  if (booking.sessions) {
    await writeSessions(
      tx,
      { id, providerId: booking.row.providerId, state: booking.row.state },
      booking.sessions,
    );
  }
  await insertParticipants(
    tx,
    id,
    await linkToCompanyPeople(tx, booking.row.companyId, booking.people),
  );
  await writer.notify(tx, {
    bookingId: id,
    transition: 'create',
    actorId: booking.actorId,
    ...(booking.settle ? {} : { state: booking.row.state }),
  });
  await writer.jobs.sendMany(booking.timers?.(id) ?? [], { tx });
  if (booking.settle) return { id, state: await booking.settle(id) };
  const machine = booking.row.kind === 'event' ? seatBookingMachine : topicBookingMachine;
  await insertCreation(tx, {
    machine: machine.name,
    bookingId: id,
    state: booking.row.state,
    actorId: booking.actorId,
  });
  return { id, state: booking.row.state };
}
