import { eventRunMachine } from '@app/contracts/states';
import type { Database } from '../../db/client.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import { eventRunStateColumn } from '../../shared/state-history.repository.ts';
import { fireBooking, offerFreeSeats, systemActor, type BookingDeps } from './booking-machine.ts';
import { notifyBookingChange, notifyEventRun, remindBooking } from './booking-notifications.ts';
import {
  findBooking,
  lockBooking,
  lockEventSeats,
  releaseSeats,
  selectOpenSeatBookings,
  selectOverdue,
} from './bookings.repository.ts';

/**
 * What the timers do (docs/decisions/013-bookings.md). Each re-reads the record under its lock
 * and acts only when the state and the time still call for it, so a job that runs late, twice,
 * or after the sweep already did the work changes nothing.
 */

/** Timers notify in their own transaction (there is no request to record an event from). */
function depsOf(context: JobContext): BookingDeps {
  return {
    jobs: context.jobs,
    notify: (tx, change) => notifyBookingChange(tx, context.live, change),
  };
}

const isDue = (at: Date | null, now: Date) => at !== null && at <= now;

export async function expireRequest(context: JobContext, bookingId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.kind !== 'topic') return;
    if (booking.state !== 'requested' && booking.state !== 'awaiting_approval') return;
    if (!isDue(booking.expiresAt, new Date())) return;
    await fireBooking(tx, depsOf(context), booking, 'expire', systemActor);
  });
}

export async function completeBooking(context: JobContext, bookingId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.kind !== 'topic' || booking.state !== 'accepted') return;
    if (!isDue(booking.endsAt, new Date())) return;
    await fireBooking(tx, depsOf(context), booking, 'complete', systemActor);
  });
}

/** An offer not taken in time lapses, and what it held goes to the next on the waitlist. */
export async function lapseOffer(context: JobContext, bookingId: number): Promise<void> {
  const known = await findBooking(context.db, bookingId);
  if (!known || known.eventId === null || known.state !== 'offered') return;
  const eventId = known.eventId;
  await context.db.transaction(async (tx) => {
    const event = await lockEventSeats(tx, eventId);
    const booking = await lockBooking(tx, bookingId);
    if (!event || !booking || booking.state !== 'offered') return;
    if (!isDue(booking.expiresAt, new Date())) return;
    const deps = depsOf(context);
    await fireBooking(tx, deps, booking, 'lapse', systemActor);
    await offerFreeSeats(tx, deps, event);
  });
}

export async function remindRequest(context: JobContext, bookingId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const booking = await findBooking(tx, bookingId);
    if (!booking || booking.state !== 'requested') return;
    if (booking.expiresAt === null || booking.expiresAt <= new Date()) return;
    await remindBooking(tx, context.live, bookingId, 'request_expiring', [booking.providerId]);
  });
}

export async function remindTraining(context: JobContext, bookingId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const booking = await findBooking(tx, bookingId);
    if (!booking || (booking.state !== 'accepted' && booking.state !== 'booked')) return;
    if (booking.startsAt === null || booking.startsAt <= new Date()) return;
    await remindBooking(tx, context.live, bookingId, 'training_tomorrow', [
      booking.buyerId,
      booking.providerId,
    ]);
  });
}

/**
 * Go/no-go of an event with a minimum: confirmed when enough seats are booked, otherwise the
 * run is cancelled with every open seat booking, and everyone is told.
 */
export async function decideEvent(context: JobContext, eventId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const event = await lockEventSeats(tx, eventId);
    if (!event || event.runState !== 'scheduled' || event.minAttendees === null) return;
    if (!isDue(event.goNoGoAt, new Date())) return;
    const go = event.seatsTaken >= event.minAttendees;
    await fireTransition(tx, {
      machine: eventRunMachine,
      target: eventRunStateColumn,
      record: { id: event.id, state: event.runState },
      transition: go ? 'confirm' : 'cancel',
      actor: { userId: null, roles: ['system'] },
      reason: go ? null : 'minimum attendance not reached',
    });
    const open = await selectOpenSeatBookings(tx, event.id);
    const told = new Set<number>();
    for (const booking of open) {
      if (!go) {
        // Cancelled quietly: the event's own notice below says why.
        await fireBooking(
          tx,
          { ...depsOf(context), notify: () => Promise.resolve() },
          booking,
          'cancel',
          systemActor,
          'minimum attendance not reached',
        );
        if (booking.state === 'booked') await releaseSeats(tx, event.id, booking.participants);
      }
      if (go && booking.state !== 'booked') continue;
      if (told.has(booking.buyerId)) continue;
      told.add(booking.buyerId);
      await notifyEventRun(
        tx,
        context.live,
        event,
        go ? 'confirmed' : 'cancelled',
        booking.buyerId,
        `/mybooking/${booking.id}`,
      );
    }
    await notifyEventRun(
      tx,
      context.live,
      event,
      go ? 'confirmed' : 'cancelled',
      event.providerId,
      '/mybooking',
    );
  });
}

/**
 * Catches every timer whose job was lost (a queue wiped, a job failed past its retries, a seeded
 * booking that never had one): safe, because every handler re-checks state and time and every
 * reminder is stored once. Runs every five minutes.
 */
export async function sweepOverdue(context: JobContext, db: Database = context.db): Promise<void> {
  const overdue = await selectOverdue(db, 100);
  for (const id of overdue.expired) await expireRequest(context, id);
  for (const id of overdue.lapsed) await lapseOffer(context, id);
  for (const id of overdue.completed) await completeBooking(context, id);
  for (const id of overdue.decisions) await decideEvent(context, id);
  for (const id of overdue.expiringTomorrow) await remindRequest(context, id);
  for (const id of overdue.trainingTomorrow) await remindTraining(context, id);
}
