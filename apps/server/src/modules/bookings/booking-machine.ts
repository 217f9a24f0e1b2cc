import { bookingLimits } from '@app/contracts/actions/booking';
import {
  checkTransition,
  seatBookingMachine,
  topicBookingMachine,
  type BookingRole,
  type StateMachine,
} from '@app/contracts/states';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import { bookingStateColumn } from '../../shared/state-history.repository.ts';
import type { BookingNotifier } from './booking-notifications.ts';
import { holdSessions, holdsIn } from './booking-sessions.repository.ts';
import {
  countOfferedSeats,
  findFirstWaitlisted,
  updateBookingExpiry,
  type LockedBooking,
} from './bookings.repository.ts';

/** What a booking service needs besides the database: the queue and how to tell people. */
export interface BookingDeps {
  jobs: JobQueue;
  notify: BookingNotifier;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

type BookingMachine = StateMachine<string, string, BookingRole>;

export function machineOf(kind: 'topic' | 'event'): BookingMachine {
  return kind === 'topic' ? topicBookingMachine : seatBookingMachine;
}

/**
 * Refuses a transition before any work is done: one the booking's machine lacks or that cannot
 * fire from its state (invalid_transition), or that the caller's roles may not fire (forbidden).
 * fireTransition checks the same again on the swap; this only orders the refusals (a stranger's
 * role before a missing field).
 */
export function assertCanFire(
  booking: Pick<LockedBooking, 'kind' | 'state'>,
  name: string,
  roles: readonly BookingRole[],
): void {
  const machine = machineOf(booking.kind);
  const transition = machine.transitions[name];
  if (!transition) throw new AppError('invalid_transition');
  const refusal = checkTransition(machine, name, booking.state, roles);
  if (refusal === 'forbidden') throw new AppError(transition.refusedWith ?? 'forbidden');
  if (refusal) throw new AppError(refusal);
}

/** Fires a booking's transition (compare-and-swap + history) and tells whom it concerns. */
export async function fireBooking(
  tx: Transaction,
  deps: BookingDeps,
  booking: Pick<LockedBooking, 'id' | 'kind' | 'state'>,
  name: string,
  actor: { userId: number | null; roles: readonly BookingRole[] },
  reason: string | null = null,
): Promise<string> {
  const state = await fireTransition(tx, {
    machine: machineOf(booking.kind),
    target: bookingStateColumn,
    record: { id: booking.id, state: booking.state },
    transition: name,
    actor,
    reason,
  });
  // Its sessions hold the provider's time exactly while it is accepted.
  if (booking.kind === 'topic' && holdsIn(booking.state) !== holdsIn(state)) {
    await holdSessions(tx, booking.id, holdsIn(state));
  }
  await deps.notify(tx, { bookingId: booking.id, transition: name, actorId: actor.userId, reason });
  return state;
}

export const systemActor = { userId: null, roles: ['system'] as BookingRole[] };

/** Queues a job to run at `at` (at once when that has passed), in the caller's transaction. */
export async function scheduleAt(
  tx: Transaction,
  jobs: JobQueue,
  name: string,
  data: object,
  at: Date,
  key: string,
): Promise<void> {
  const seconds = Math.ceil((at.getTime() - Date.now()) / 1000);
  await jobs.send(name, data, {
    tx,
    singletonKey: key,
    ...(seconds > 0 ? { startAfterSeconds: seconds } : {}),
  });
}

/** An accepted booking's timers: completion after its end, the reminder the day before it. */
export async function scheduleAcceptedTimers(
  tx: Transaction,
  jobs: JobQueue,
  booking: { id: number; startsAt: Date; endsAt: Date },
): Promise<void> {
  const data = { bookingId: booking.id };
  await scheduleAt(tx, jobs, jobNames.complete, data, booking.endsAt, `complete:${booking.id}`);
  const reminderAt = new Date(booking.startsAt.getTime() - DAY_MS);
  if (reminderAt > new Date()) {
    await scheduleAt(
      tx,
      jobs,
      jobNames.trainingReminder,
      data,
      reminderAt,
      `tomorrow:${booking.id}`,
    );
  }
}

export const jobNames = {
  expire: 'bookings.expire',
  requestReminder: 'bookings.request-reminder',
  complete: 'bookings.complete',
  trainingReminder: 'bookings.training-reminder',
  offerLapse: 'bookings.offer-lapse',
  goNoGo: 'bookings.go-no-go',
  sweep: 'bookings.sweep',
  thanksEmail: 'bookings.thanks-email',
} as const;

/**
 * Offers the seats free at an event (capacity minus booked minus already offered) to the
 * waitlist, first come first served, each to the first whose seats fit, for 24 hours. The caller
 * holds the event's row lock, so two offers never race for one seat.
 */
export async function offerFreeSeats(
  tx: Transaction,
  deps: BookingDeps,
  event: { id: number; capacity: number | null; seatsTaken: number },
  seatsTaken: number = event.seatsTaken,
): Promise<void> {
  if (event.capacity === null) return;
  let free = event.capacity - seatsTaken - (await countOfferedSeats(tx, event.id));
  while (free > 0) {
    const next = await findFirstWaitlisted(tx, event.id, free);
    if (!next) return;
    const expiresAt = new Date(Date.now() + bookingLimits.offerHours * HOUR_MS);
    await updateBookingExpiry(tx, next.id, expiresAt);
    await fireBooking(tx, deps, next, 'offer', systemActor);
    await scheduleAt(
      tx,
      deps.jobs,
      jobNames.offerLapse,
      { bookingId: next.id },
      expiresAt,
      `lapse:${next.id}`,
    );
    free -= next.participants;
  }
}
