import type { z } from 'zod';
import type { bookevent, requestbooking } from '@app/contracts/actions/booking';
import { bookingLimits } from '@app/contracts/actions/booking';
import { priceBreakdown } from '@app/contracts/money';
import { seatBookingMachine, topicBookingMachine } from '@app/contracts/states';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { InputError } from '../../plugins/error-handler.ts';
import {
  findPersonName,
  insertBooking,
  insertCreation,
  insertParticipants,
} from '../../shared/bookings.repository.ts';
import { findActiveMembership } from '../../shared/memberships.repository.ts';
import { DAY_MS, jobNames, scheduleAt, type BookingDeps } from './booking-machine.ts';
import {
  findEventToBook,
  findTopicToBook,
  hasOpenSeatBooking,
  setVatRate,
  takeSeats,
} from './bookings.repository.ts';

/** Booking a topic (a request) or seats at an event (docs/decisions/013-bookings.md). */

type RequestInput = z.output<typeof requestbooking.request>;
type BookEventInput = z.output<typeof bookevent.request>;
type Named = RequestInput['named'];

/** The company a booking is made for: the caller's active company, which they must work in. */
async function companyOf(db: Database, userId: number, forCompany: boolean) {
  if (!forCompany) return null;
  const membership = await findActiveMembership(db, userId);
  if (!membership) throw new AppError('not_company_member');
  return membership.companyId;
}

/** The people a booking is for: the named ones, or the buyer themselves when nobody is named. */
async function participantsOf(tx: Transaction, buyerId: number, named: Named) {
  if (named.length > 0) {
    return named.map((person) => ({
      name: person.name,
      email: person.email ?? null,
      userId: null,
    }));
  }
  const buyer = await findPersonName(tx, buyerId);
  return [{ name: buyer?.name ?? '', email: buyer?.email ?? null, userId: buyerId }];
}

/**
 * A request may propose only times at least a day ahead: it expires a day before its first date,
 * so a sooner one would be dead on arrival.
 */
function proposedStarts(dates: string[], now: Date): Date[] {
  const starts = dates.map((date) => new Date(date));
  if (
    starts.some(
      (start) => start.getTime() < now.getTime() + DAY_MS * bookingLimits.expiryBeforeStartDays,
    )
  ) {
    throw new InputError({ dates: ['validation.date'] });
  }
  return starts;
}

/** 6 days after the request, or 1 day before its first proposed date, whichever comes first. */
export function requestExpiry(createdAt: Date, starts: Date[]): Date {
  const first = Math.min(...starts.map((start) => start.getTime()));
  return new Date(
    Math.min(
      createdAt.getTime() + bookingLimits.expiryDays * DAY_MS,
      first - bookingLimits.expiryBeforeStartDays * DAY_MS,
    ),
  );
}

export async function requestBooking(
  db: Database,
  deps: BookingDeps,
  buyerId: number,
  input: RequestInput,
) {
  const topic = await findTopicToBook(db, input.topicId);
  if (!topic) throw new AppError('listing_not_found');
  if (topic.providerId === buyerId) throw new AppError('own_listing');
  if (topic.status !== 'published' || !topic.providerIsActive) {
    throw new AppError('listing_unavailable');
  }
  const now = new Date();
  const starts = proposedStarts(input.dates, now);
  const companyId = await companyOf(db, buyerId, input.forCompany);
  const participants = Math.max(input.participants, input.named.length);
  const price = priceBreakdown({
    unitPriceMinor: topic.priceMinor,
    quantity: participants,
    vatRateBasisPoints: topic.vatRateBasisPoints,
    currency: topic.currency,
  });
  const expiresAt = requestExpiry(now, starts);
  // No company has a fee-approval setting yet (issue 12): every request starts `requested`.
  const state = topicBookingMachine.initial;

  return db.transaction(async (tx) => {
    const booking = await insertBooking(tx, {
      kind: 'topic',
      state,
      topicId: topic.id,
      title: topic.title,
      listingUrl: `/topic/${topic.url}`,
      buyerId,
      providerId: topic.providerId,
      companyId,
      participants,
      proposedDates: starts.map((start) => start.toISOString()),
      delivery: input.delivery,
      location: input.location ?? null,
      message: input.message ?? null,
      unitPriceMinor: price.unitPriceMinor,
      netMinor: price.netMinor,
      vatRateBasisPoints: price.vatRateBasisPoints,
      vatMinor: price.vatMinor,
      grossMinor: price.grossMinor,
      currency: price.currency,
      expiresAt,
    });
    await insertParticipants(tx, booking.id, await participantsOf(tx, buyerId, input.named));
    await insertCreation(tx, {
      machine: topicBookingMachine.name,
      bookingId: booking.id,
      state,
      actorId: buyerId,
    });
    await deps.notify(tx, { bookingId: booking.id, transition: 'create', actorId: buyerId });
    const data = { bookingId: booking.id };
    await scheduleAt(tx, deps.jobs, jobNames.expire, data, expiresAt, `expire:${booking.id}`);
    const reminderAt = new Date(expiresAt.getTime() - DAY_MS);
    if (reminderAt > now) {
      await scheduleAt(
        tx,
        deps.jobs,
        jobNames.requestReminder,
        data,
        reminderAt,
        `remind:${booking.id}`,
      );
    }
    return booking;
  });
}

/**
 * Seats at an event: booked when one conditional update of the event's seat counter succeeds,
 * otherwise waitlisted. The counter and its check constraint hold capacity under any burst.
 */
export async function bookEvent(
  db: Database,
  deps: BookingDeps,
  buyerId: number,
  input: BookEventInput,
) {
  const event = await findEventToBook(db, input.eventId);
  if (!event) throw new AppError('listing_not_found');
  if (event.providerId === buyerId) throw new AppError('own_listing');
  const now = new Date();
  if (
    event.status !== 'published' ||
    !event.providerIsActive ||
    event.startsAt <= now ||
    event.runState === 'cancelled'
  ) {
    throw new AppError('listing_unavailable');
  }
  if (await hasOpenSeatBooking(db, event.id, buyerId)) throw new AppError('already_booked');
  const companyId = await companyOf(db, buyerId, input.forCompany);
  const seats = Math.max(input.seats, input.named.length);
  const price = priceBreakdown({
    unitPriceMinor: event.priceMinor,
    quantity: seats,
    vatRateBasisPoints: event.vatRateBasisPoints,
    currency: event.currency,
  });

  try {
    return await insertSeatBooking(db, deps, buyerId, input, {
      event,
      seats,
      companyId,
      price,
      now,
    });
  } catch (error) {
    // The same person booking twice at once: the partial unique index lets one through.
    if (violatedUniqueConstraint(error) === 'bookings_one_open_seat_key') {
      throw new AppError('already_booked');
    }
    throw error;
  }
}

type EventToBook = NonNullable<Awaited<ReturnType<typeof findEventToBook>>>;

function insertSeatBooking(
  db: Database,
  deps: BookingDeps,
  buyerId: number,
  input: BookEventInput,
  facts: {
    event: EventToBook;
    seats: number;
    companyId: number | null;
    price: ReturnType<typeof priceBreakdown>;
    now: Date;
  },
) {
  const { event, seats, companyId, price, now } = facts;
  return db.transaction(async (tx) => {
    const booked = await takeSeats(tx, event.id, seats, { besideOffers: true });
    const state = booked ? seatBookingMachine.initial : 'waitlisted';
    const booking = await insertBooking(tx, {
      kind: 'event',
      state,
      eventId: event.id,
      title: event.title,
      listingUrl: `/event/Q/${event.url}`,
      buyerId,
      providerId: event.providerId,
      companyId,
      participants: seats,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      unitPriceMinor: price.unitPriceMinor,
      netMinor: price.netMinor,
      vatRateBasisPoints: price.vatRateBasisPoints,
      vatMinor: price.vatMinor,
      grossMinor: price.grossMinor,
      currency: price.currency,
    });
    await insertParticipants(tx, booking.id, await participantsOf(tx, buyerId, input.named));
    await insertCreation(tx, {
      machine: seatBookingMachine.name,
      bookingId: booking.id,
      state,
      actorId: buyerId,
    });
    await deps.notify(tx, { bookingId: booking.id, transition: 'create', actorId: buyerId });
    const data = { bookingId: booking.id };
    const reminderAt = new Date(event.startsAt.getTime() - DAY_MS);
    if (reminderAt > now) {
      await scheduleAt(
        tx,
        deps.jobs,
        jobNames.trainingReminder,
        data,
        reminderAt,
        `tomorrow:${booking.id}`,
      );
    }
    if (event.minAttendees !== null && event.goNoGoAt !== null && event.runState === 'scheduled') {
      await scheduleAt(
        tx,
        deps.jobs,
        jobNames.goNoGo,
        { eventId: event.id },
        event.goNoGoAt,
        `go-no-go:${event.id}`,
      );
    }
    return booking;
  });
}

export async function changeVatRate(db: Database, userId: number, vatRate: number) {
  await setVatRate(db, userId, vatRate);
  return vatRate;
}
