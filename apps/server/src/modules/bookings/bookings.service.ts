import type { ApprovalReason } from '@app/contracts/actions/fee-approval';
import type { z } from 'zod';
import type { bookevent, requestbooking } from '@app/contracts/actions/booking';
import { bookingLimits } from '@app/contracts/actions/booking';
import { priceBreakdown } from '@app/contracts/money';
import { topicBookingMachine } from '@app/contracts/states';
import type { Database } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { createBooking, participantsOf, priceColumnsOf, timer } from './booking-creation.ts';
import { memberApprovalReasons, selectBudgetDepartments } from '../fee-approval/index.ts';
import {
  findActiveMembership,
  type ActiveMembership,
} from '../../shared/memberships.repository.ts';
import { displayNameOf } from '../accounts/index.ts';
import { DAY_MS, jobNames, scheduleAt, type BookingDeps } from './booking-machine.ts';
import {
  findEventToBook,
  findTopicToBook,
  placeSeatBooking,
  setVatRate,
} from './bookings.repository.ts';

/** Booking a topic (a request) or seats at an event (docs/decisions/013-bookings.md). */

type RequestInput = z.output<typeof requestbooking.request>;
type BookEventInput = z.output<typeof bookevent.request>;

/** The company a booking is made for: the caller's active company, which they must work in. */
async function membershipOf(db: Database, userId: number, forCompany: boolean) {
  if (!forCompany) return null;
  const membership = await findActiveMembership(db, userId);
  if (!membership) throw new AppError('not_company_member');
  return membership;
}

/**
 * A booking waits for fee approval when a manager books for the company and one of its rules
 * says so (above the threshold, or a trainer outside the approved list): the reasons, stored on
 * the booking. None, and it goes ahead at once, for the company's admin or a private booking
 * (docs/decisions/014).
 */
async function approvalReasonsFor(
  db: Database,
  membership: ActiveMembership | null,
  booking: { grossMinor: number; providerId: number },
): Promise<ApprovalReason[]> {
  return membership ? memberApprovalReasons(db, membership, booking) : [];
}

/** The department budget a company booking is charged to: one the company budgets, or none. */
async function departmentOf(
  db: Database,
  membership: ActiveMembership | null,
  department: string | undefined,
): Promise<string | null> {
  if (!membership || !department) return null;
  const known = await selectBudgetDepartments(db, membership.companyId);
  if (!known.includes(department)) throw new InputError({ department: ['validation.invalid'] });
  return department;
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
  const topic = await findTopicToBook(db, input.topicId, buyerId);
  if (!topic) throw new AppError('listing_not_found');
  if (topic.providerId === buyerId) throw new AppError('own_listing');
  if (topic.status !== 'published' || !topic.providerIsActive) {
    throw new AppError('listing_unavailable');
  }
  const now = new Date();
  const starts = proposedStarts(input.dates, now);
  const membership = await membershipOf(db, buyerId, input.forCompany);
  const companyId = membership?.companyId ?? null;
  const participants = Math.max(input.participants, input.named.length);
  const price = priceBreakdown({
    unitPriceMinor: topic.priceMinor,
    quantity: participants,
    vatRateBasisPoints: topic.vatRateBasisPoints,
    currency: topic.currency,
  });
  const department = await departmentOf(db, membership, input.department);
  const approvalReasons = await approvalReasonsFor(db, membership, {
    grossMinor: price.grossMinor,
    providerId: topic.providerId,
  });
  const state = approvalReasons.length > 0 ? 'awaiting_approval' : topicBookingMachine.initial;
  const expiresAt = requestExpiry(now, starts);
  const reminderAt = new Date(expiresAt.getTime() - DAY_MS);

  return db.transaction((tx) =>
    createBooking(tx, deps, {
      row: {
        kind: 'topic',
        state,
        topicId: topic.id,
        title: topic.title,
        listingUrl: `/topic/${topic.url}`,
        buyerId,
        providerId: topic.providerId,
        companyId,
        department,
        approvalReasons,
        participants,
        proposedDates: starts.map((start) => start.toISOString()),
        // The course's hours as they are now: its days on acceptance follow from them.
        durationHours: topic.durationHours,
        delivery: input.delivery,
        location: input.location ?? null,
        message: input.message ?? null,
        ...priceColumnsOf(price),
        expiresAt,
      },
      people: participantsOf(buyerOf(buyerId, topic.buyer), input.named),
      actorId: buyerId,
      timers: (id) => [
        timer(jobNames.expire, { bookingId: id }, expiresAt, `expire:${id}`),
        ...(reminderAt > now
          ? [timer(jobNames.requestReminder, { bookingId: id }, reminderAt, `remind:${id}`)]
          : []),
      ],
    }),
  );
}

/** The buyer as the participant of their own booking when they name nobody. */
const buyerOf = (
  id: number,
  person: { username: string; firstName: string | null; lastName: string | null; email: string },
) => ({ id, name: displayNameOf(person), email: person.email });

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
  const event = await findEventToBook(db, input.eventId, buyerId);
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
  if (event.buyerHasOpenBooking) throw new AppError('already_booked');
  const membership = await membershipOf(db, buyerId, input.forCompany);
  const companyId = membership?.companyId ?? null;
  const seats = Math.max(input.seats, input.named.length);
  const price = priceBreakdown({
    unitPriceMinor: event.priceMinor,
    quantity: seats,
    vatRateBasisPoints: event.vatRateBasisPoints,
    currency: event.currency,
  });
  // Seats awaiting fee approval hold none: the admin's approve takes them (decision 014).
  const approvalReasons = await approvalReasonsFor(db, membership, {
    grossMinor: price.grossMinor,
    providerId: event.providerId,
  });
  const awaitsApproval = approvalReasons.length > 0;
  const reminderAt = new Date(event.startsAt.getTime() - DAY_MS);
  // An event with a minimum is decided at its go/no-go time.
  const decidesAt =
    event.minAttendees !== null && event.runState === 'scheduled' ? event.goNoGoAt : null;

  try {
    // The event's row is locked from placeSeatBooking (the last statement) to the commit only:
    // a burst on one event queues on that much (docs/decisions/013-bookings.md).
    return await db.transaction(async (tx) => {
      const booking = await createBooking(tx, deps, {
        row: {
          kind: 'event',
          // What it stays unless placeSeatBooking takes its seats (or while it awaits approval).
          state: awaitsApproval ? 'awaiting_approval' : 'waitlisted',
          eventId: event.id,
          title: event.title,
          listingUrl: `/event/Q/${event.url}`,
          buyerId,
          providerId: event.providerId,
          companyId,
          approvalReasons,
          participants: seats,
          startsAt: event.startsAt,
          endsAt: event.endsAt,
          ...priceColumnsOf(price),
        },
        people: participantsOf(buyerOf(buyerId, event.buyer), input.named),
        actorId: buyerId,
        // Queued whatever the outcome: the handler re-checks (a waitlisted booking that takes an
        // offer later is reminded then too).
        timers: (id) =>
          reminderAt > now
            ? [timer(jobNames.trainingReminder, { bookingId: id }, reminderAt, `tomorrow:${id}`)]
            : [],
        ...(awaitsApproval
          ? {}
          : {
              settle: (id: number) =>
                placeSeatBooking(tx, { id, eventId: event.id, seats, actorId: buyerId }),
            }),
      });
      if (decidesAt) {
        // One waiting decision per event (a unique key): queued under the event's lock, so that
        // concurrent bookings do not wait on that key for each other's whole transaction.
        const key = `go-no-go:${event.id}`;
        await scheduleAt(
          tx,
          deps.jobs,
          jobNames.goNoGo,
          { eventId: event.id },
          event.goNoGoAt!,
          key,
        );
      }
      return booking;
    });
  } catch (error) {
    // The same person booking twice at once: the partial unique index lets one through.
    if (violatedUniqueConstraint(error) === 'bookings_one_open_seat_key') {
      throw new AppError('already_booked');
    }
    throw error;
  }
}

export async function changeVatRate(db: Database, userId: number, vatRate: number) {
  await setVatRate(db, userId, vatRate);
  return vatRate;
}
