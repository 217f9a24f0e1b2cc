import { heldSessions } from '@app/contracts/training-days';
import type { z } from 'zod';
import type { ClosingTraining, sendthanks } from '@app/contracts/actions/after-event';
import type { BookingState } from '@app/contracts/states';
import type { Database } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { attendanceOf, canRecordAttendance, isAttendanceOpen } from './attendance.service.ts';
import { selectParticipants } from './booking-lists.repository.ts';
import { buyerOf } from './booking-lists.service.ts';
import { DAY_MS } from './booking-machine.ts';
import { findBooking } from './bookings.repository.ts';
import {
  selectClosingBookings,
  selectEventsToClose,
  type ClosingBookingRow,
} from './closing-list.repository.ts';
import {
  findEventToThank,
  insertThanks,
  selectThanksOf,
  thanksOf,
  type ThanksRow,
} from './thanks.repository.ts';

/**
 * After the event, for a provider (docs/product.md, "After the event"): the trainings to close,
 * and the thank-you with materials once one is over.
 */

type ThanksInput = z.output<typeof sendthanks.request>;

/** The list reaches back this far after a training's end. */
const closingDays = 30;

/** Topic bookings are thanked once over (completion follows within minutes of the end). */
const thankableTopicStates: readonly string[] = ['accepted', 'completed'];

const isOver = (endsAt: Date | null, now: Date) => endsAt !== null && endsAt <= now;

/**
 * The provider's trainings to close, most recent first: events begun and ended at most 30 days
 * ago with their seat bookings, and topic bookings accepted and begun or completed in that time;
 * each with its people's attendance and thank-you. Five queries, whatever the list's length.
 */
export async function listTrainingsToClose(
  db: Database,
  providerId: number,
): Promise<ClosingTraining[]> {
  const now = new Date();
  const since = new Date(now.getTime() - closingDays * DAY_MS);
  const eventRows = await selectEventsToClose(db, providerId, now, since);
  const eventIds = eventRows.map((event) => event.id);
  const bookingRows = await selectClosingBookings(db, { providerId, eventIds, now, since });
  const topicRows = bookingRows.filter((row) => row.eventId === null);
  const [people, thanks] = await Promise.all([
    selectParticipants(
      db,
      bookingRows.map((row) => row.id),
    ),
    selectThanksOf(db, { eventIds, bookingIds: topicRows.map((row) => row.id) }),
  ]);
  const closingOf = (row: ClosingBookingRow) => ({
    id: row.id,
    state: row.state as BookingState,
    buyer: buyerOf(row),
    company: row.companyId !== null ? { id: row.companyId, name: row.companyName ?? '' } : null,
    participants: people.filter((person) => person.bookingId === row.id).map(attendanceOf),
  });
  const thanksFor = (match: (row: ThanksRow) => boolean) => thanksOf(thanks.find(match));

  const eventTrainings = eventRows.map((event): ClosingTraining => {
    const sent = thanksFor((row) => row.eventId === event.id);
    return {
      kind: 'event',
      id: event.id,
      title: event.title,
      url: `/event/Q/${event.url}`,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      sessions: heldSessions({ ...event, kind: 'event', sessions: null }),
      bookings: bookingRows.filter((row) => row.eventId === event.id).map(closingOf),
      canRecordAttendance: isAttendanceOpen(event, now),
      canSendThanks: isOver(event.endsAt, now) && sent === null,
      thanks: sent,
    };
  });
  const topicTrainings = topicRows.map((row): ClosingTraining => {
    const sent = thanksFor((thanksRow) => thanksRow.bookingId === row.id);
    return {
      kind: 'topic',
      id: row.id,
      title: row.title,
      url: row.url,
      startsAt: row.startsAt?.toISOString() ?? '',
      endsAt: row.endsAt?.toISOString() ?? '',
      sessions: heldSessions({ ...row, kind: 'topic' }),
      bookings: [closingOf(row)],
      canRecordAttendance: canRecordAttendance(row, ['provider'], now),
      canSendThanks: isOver(row.endsAt, now) && sent === null,
      thanks: sent,
    };
  });
  return [...eventTrainings, ...topicTrainings].sort(
    (a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || b.id - a.id,
  );
}

/** The training a thank-you is for, once its provider's and over; refusals otherwise. */
async function trainingToThank(db: Database, providerId: number, input: ThanksInput) {
  const now = new Date();
  if (input.eventId !== undefined) {
    const event = await findEventToThank(db, input.eventId);
    if (!event) throw new AppError('listing_not_found');
    if (event.providerId !== providerId) throw new AppError('forbidden');
    if (event.runState === 'cancelled') throw new AppError('invalid_transition');
    if (!isOver(event.endsAt, now)) throw new AppError('training_not_over');
    return { eventId: event.id, bookingId: null };
  }
  const booking = await findBooking(db, input.bookingId ?? 0);
  if (!booking) throw new AppError('not_found');
  if (booking.providerId !== providerId) throw new AppError('forbidden');
  // Seats are thanked per event (one message to all its people), with eventId.
  if (booking.kind !== 'topic') throw new InputError({ bookingId: ['validation.invalid'] });
  if (['declined', 'expired', 'cancelled'].includes(booking.state)) {
    throw new AppError('invalid_transition');
  }
  if (!thankableTopicStates.includes(booking.state) || !isOver(booking.endsAt, now)) {
    throw new AppError('training_not_over');
  }
  return { eventId: null, bookingId: booking.id };
}

/**
 * The provider thanks the people of a training that is over, once (the unique indexes settle two
 * presses at once), with links to materials. Its people hear of it through `thanks.sent`.
 */
export async function sendThanks(
  db: Database,
  events: DomainEvents,
  providerId: number,
  input: ThanksInput,
) {
  const target = await trainingToThank(db, providerId, input);
  try {
    const row = await db.transaction(async (tx) => {
      const thanks = await insertThanks(tx, {
        providerId,
        ...target,
        message: input.message,
        materials: input.materials.map((material) => ({
          title: material.title,
          url: material.url,
        })),
      });
      await events.record(tx, 'thanks.sent', { thanksId: thanks.id });
      return thanks;
    });
    return thanksOf(row)!;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (
      constraint === 'training_thanks_event_key' ||
      constraint === 'training_thanks_booking_key'
    ) {
      throw new AppError('thanks_already_sent');
    }
    throw error;
  }
}
