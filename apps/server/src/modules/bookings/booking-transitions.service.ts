import {
  defaultCourseHours,
  sessionsFrom,
  sessionsProblem,
  type Session,
} from '@app/contracts/training-days';
import type { z } from 'zod';
import type { bookingtransition } from '@app/contracts/actions/booking';
import type { BookingRole } from '@app/contracts/states';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { assertMayApproveMoney } from '../billing/index.ts';
import { violatedExclusionConstraint, violatedUniqueConstraint } from '../../lib/db-errors.ts';
import {
  assertCanFire,
  DAY_MS,
  fireBooking,
  jobNames,
  offerFreeSeats,
  scheduleAcceptedTimers,
  scheduleAt,
  systemActor,
  type BookingDeps,
} from './booking-machine.ts';
import { writeSessions } from './booking-sessions.repository.ts';
import {
  findBooking,
  findTopicDuration,
  lockBooking,
  lockEventSeats,
  releaseSeats,
  selectOpenBookingsOf,
  takeSeats,
  updateBookingExpiry,
  updateBookingPeriod,
  type LockedBooking,
} from './bookings.repository.ts';

type TransitionInput = z.output<typeof bookingtransition.request>;

/** A topic without a duration is booked for a working day. */

/**
 * Fires the transition a party asked for, in one transaction with the booking locked (and, for
 * seats, the event's row first, so that seats and the waitlist change one at a time). The caller's
 * roles come from the authorisation table (buyer, provider, approver).
 */
export async function changeBooking(
  db: Database,
  deps: BookingDeps,
  actor: { userId: number; roles: readonly BookingRole[] },
  input: TransitionInput,
): Promise<{ id: number; state: string }> {
  try {
    return await db.transaction((tx) => changeBookingIn(tx, deps, actor, input));
  } catch (error) {
    if (violatedExclusionConstraint(error) !== null) throw new AppError('provider_busy');
    // Approving seats of someone who meanwhile holds another open booking of the event.
    if (violatedUniqueConstraint(error) === 'bookings_one_open_seat_key') {
      throw new AppError('already_booked');
    }
    throw error;
  }
}

/** The same, in the caller's transaction: the event's row locked first, then the booking. */
async function changeBookingIn(
  tx: Transaction,
  deps: BookingDeps,
  actor: { userId: number | null; roles: readonly BookingRole[] },
  input: TransitionInput,
): Promise<{ id: number; state: string }> {
  const known = await findBooking(tx, input.id);
  if (!known) throw new AppError('not_found');
  const event = known.eventId !== null ? await lockEventSeats(tx, known.eventId) : null;
  const booking = await lockBooking(tx, input.id);
  if (!booking) throw new AppError('not_found');
  assertCanFire(booking, input.transition, actor.roles);
  const state = await fire(tx, deps, booking, event, actor, input);
  return { id: booking.id, state };
}

/**
 * A suspended account's open bookings end (docs/product.md, "The operator console"), in the
 * suspension's transaction, each through its machine's `cancel` as the side the account is on:
 * its buyer, or its provider (a seat's provider cannot cancel it: the system does); the other side
 * is told with `reason`, and a cancelled seat goes back to the waitlist. Trainings already under
 * way or over are left to run their course. Answers how many it cancelled.
 */
export async function cancelOpenBookingsOf(
  tx: Transaction,
  deps: BookingDeps,
  userId: number,
  reason: string,
): Promise<number> {
  const open = await selectOpenBookingsOf(tx, userId, new Date());
  for (const booking of open) {
    const actor =
      booking.buyerId === userId
        ? { userId, roles: ['buyer'] as BookingRole[] }
        : booking.kind === 'topic'
          ? { userId, roles: ['provider'] as BookingRole[] }
          : systemActor;
    await changeBookingIn(tx, deps, actor, { id: booking.id, transition: 'cancel', reason });
  }
  return open.length;
}

type LockedEvent = Awaited<ReturnType<typeof lockEventSeats>>;

/** Who fires a transition only a person may (accept, approve): the system never does. */
function personOf(actor: { userId: number | null }): number {
  if (actor.userId === null) throw new AppError('invalid_transition');
  return actor.userId;
}

function requireReason(input: TransitionInput): string {
  if (!input.reason) throw new InputError({ reason: ['validation.required'] });
  return input.reason;
}

async function fire(
  tx: Transaction,
  deps: BookingDeps,
  booking: LockedBooking,
  event: LockedEvent,
  actor: { userId: number | null; roles: readonly BookingRole[] },
  input: TransitionInput,
): Promise<string> {
  const now = new Date();
  switch (input.transition) {
    case 'accept':
      return accept(
        tx,
        deps,
        booking,
        { ...actor, userId: personOf(actor) },
        input.dateIndex,
        input.sessions,
      );
    case 'decline':
      return fireBooking(tx, deps, booking, 'decline', actor, requireReason(input));
    case 'approve': {
      // Only an approver may; anyone else is refused by the transition itself.
      if (actor.roles.includes('approver') && booking.companyId !== null) {
        await assertMayApproveMoney(tx, booking.companyId, personOf(actor));
      }
      if (!event) return fireBooking(tx, deps, booking, 'approve', actor);
      // Too late to take part: the admin rejects (or someone cancels) it instead.
      if (event.startsAt <= now || event.runState === 'cancelled') {
        throw new AppError('listing_unavailable');
      }
      // Seats that waited for approval take their seats now, beside those offered to the
      // waitlist, while they fit; otherwise they join the waitlist (decision 014).
      const taken = await takeSeats(tx, event.id, booking.participants, { besideOffers: true });
      return fireBooking(tx, deps, booking, taken ? 'approve' : 'queue', actor);
    }
    case 'reject':
      return fireBooking(tx, deps, booking, 'reject', actor, requireReason(input));
    case 'cancel': {
      const reason = requireReason(input);
      const state = await fireBooking(tx, deps, booking, 'cancel', actor, reason);
      if (event && (booking.state === 'booked' || booking.state === 'offered')) {
        // A booked seat goes back to the counter; an offered one stops being held. Either way
        // the first on the waitlist whose seats fit is offered what is free now.
        const freed = booking.state === 'booked' ? booking.participants : 0;
        if (freed > 0) await releaseSeats(tx, event.id, freed);
        await offerFreeSeats(tx, deps, event, event.seatsTaken - freed);
      }
      return state;
    }
    case 'take': {
      if (!event || !booking.expiresAt || booking.expiresAt <= now) {
        throw new AppError('invalid_transition');
      }
      // The offered seats were held for this booking; still, the counter decides.
      if (!(await takeSeats(tx, event.id, booking.participants, { besideOffers: false }))) {
        throw new AppError('invalid_transition');
      }
      await updateBookingExpiry(tx, booking.id, null);
      const state = await fireBooking(tx, deps, booking, 'take', actor);
      if (booking.startsAt && booking.startsAt.getTime() - DAY_MS > now.getTime()) {
        await scheduleAt(
          tx,
          deps.jobs,
          jobNames.trainingReminder,
          { bookingId: booking.id },
          new Date(booking.startsAt.getTime() - DAY_MS),
          `tomorrow:${booking.id}`,
        );
      }
      return state;
    }
  }
}

/**
 * The provider accepts one of the proposed dates: the booking takes that period (the topic's
 * duration), and the exclusion constraint refuses it when it overlaps another accepted booking of
 * the provider (provider_busy, mapped by the caller after the rollback).
 */
async function accept(
  tx: Transaction,
  deps: BookingDeps,
  booking: LockedBooking,
  actor: { userId: number; roles: readonly BookingRole[] },
  dateIndex: number | undefined,
  given: Session[] | undefined,
): Promise<string> {
  const date = dateIndex === undefined ? undefined : booking.proposedDates[dateIndex];
  if (date === undefined) throw new InputError({ dateIndex: ['validation.required'] });
  const now = new Date();
  if (new Date(date) <= now) throw new InputError({ dateIndex: ['validation.date'] });
  // Its days (contracts/training-days.ts): the ones the provider set, else those of the course's
  // hours from the chosen date; never a night-long block.
  const hours =
    booking.durationHours ?? (await findTopicDuration(tx, booking.topicId)) ?? defaultCourseHours;
  const sessions = given ?? sessionsFrom(new Date(date), hours);
  const problem = sessionsProblem(sessions, now);
  if (problem) throw new InputError({ sessions: [problem] });
  const startsAt = new Date(sessions[0]!.startsAt);
  const endsAt = new Date(sessions[sessions.length - 1]!.endsAt);
  // The sessions first, held from the transition into accepted, where the exclusion constraint
  // refuses any that overlaps a session the provider holds already.
  await updateBookingPeriod(tx, booking.id, { startsAt, endsAt });
  await writeSessions(tx, booking, sessions);
  await updateBookingExpiry(tx, booking.id, null);
  const state = await fireBooking(tx, deps, booking, 'accept', actor);
  await scheduleAcceptedTimers(tx, deps.jobs, { id: booking.id, startsAt, endsAt });
  return state;
}
