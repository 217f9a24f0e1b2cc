import { notificationParam, type NotificationKind } from '@app/contracts/notifications';
import { holdsSeats } from '@app/contracts/states';
import type { Transaction } from '../../db/client.ts';
import type { LiveHub } from '../../lib/live.ts';
import type { DomainEventMap } from '../../shared/domain-events.ts';
import { storeNotification } from '../notifications/index.ts';
import { findPersonName } from '../accounts/index.ts';
import { selectCompanyAdminIds } from '../../shared/memberships.repository.ts';
import { findBooking, findJoinUrl } from './bookings.repository.ts';

/**
 * Who hears of which booking change, and with which text (packages/contracts/src/notifications.ts).
 * Stored through dedupe keys, so a handler that runs twice notifies once. Notifications are
 * rendered in the reader's language and zone later; moments travel as ISO instants.
 */

export type BookingChange = DomainEventMap['booking.changed'];

/** How a service tells the world a booking changed: a domain event, or notifying at once (jobs). */
export type BookingNotifier = (tx: Transaction, change: BookingChange) => Promise<void>;

export const bookingLink = (bookingId: number) => `/mybooking/${bookingId}`;

interface Notice {
  userId: number;
  kind: NotificationKind;
}

export async function notifyBookingChange(
  tx: Transaction,
  live: LiveHub,
  change: BookingChange,
): Promise<void> {
  const booking = await findBooking(tx, change.bookingId);
  if (!booking) return;
  const toBuyer = (kind: NotificationKind): Notice => ({ userId: booking.buyerId, kind });
  const toProvider = (kind: NotificationKind): Notice => ({ userId: booking.providerId, kind });

  // Seats that became the buyer's are confirmed to them, with the join link of an online event
  // (its people holding seats are the only ones who get it, see holdsSeats).
  const joinUrl = booking.state === 'booked' ? await findJoinUrl(tx, booking.eventId) : null;
  const seatsConfirmed = (): Notice =>
    toBuyer(joinUrl === null ? 'seat_confirmed' : 'seat_confirmed_online');
  const notices: Notice[] = [];
  switch (change.transition) {
    case 'create':
      if (booking.state === 'requested') notices.push(toProvider('booking_requested'));
      if (booking.state === 'booked') notices.push(toProvider('seat_booked'), seatsConfirmed());
      if (booking.state === 'awaiting_approval' && booking.companyId !== null) {
        // The company's admins decide on it (fee approval).
        for (const userId of await selectCompanyAdminIds(tx, booking.companyId)) {
          if (userId !== booking.buyerId)
            notices.push({ userId, kind: 'booking_awaiting_approval' });
        }
      }
      break;
    case 'approve':
      notices.push(toProvider(booking.kind === 'event' ? 'seat_booked' : 'booking_requested'));
      notices.push(toBuyer('booking_approved'));
      if (booking.kind === 'event') notices.push(seatsConfirmed());
      break;
    case 'queue':
      // Approved while the event was full: on the waitlist, the provider hears nothing yet.
      notices.push(toBuyer('booking_approved'));
      break;
    case 'reject':
      notices.push(toBuyer('booking_rejected'));
      break;
    case 'take':
      notices.push(toProvider('seat_booked'), seatsConfirmed());
      break;
    case 'accept':
      notices.push(toBuyer('booking_accepted'));
      break;
    case 'decline':
      notices.push(toBuyer('booking_declined'));
      break;
    case 'expire':
      notices.push(toBuyer('booking_expired'));
      break;
    case 'complete':
      notices.push(toBuyer('booking_completed'));
      break;
    case 'offer':
      notices.push(toBuyer('seat_offered'));
      break;
    case 'lapse':
      notices.push(toBuyer('seat_lapsed'));
      break;
    case 'attendance':
      // Once per booking (the dedupe key), when the provider first records who came.
      notices.push(toBuyer('attendance_taken'));
      break;
    case 'cancel':
      // The side that did not cancel hears of it; company staff cancelling tell both sides.
      if (change.actorId !== booking.buyerId) notices.push(toBuyer('booking_cancelled'));
      if (change.actorId !== booking.providerId) notices.push(toProvider('booking_cancelled'));
      break;
    default:
      break;
  }
  // Most changes tell someone; a waitlisted seat or a recorded attendance change tells nobody.
  if (notices.length === 0) return;
  const buyer = (await findPersonName(tx, booking.buyerId))?.name ?? '';
  const provider = (await findPersonName(tx, booking.providerId))?.name ?? '';
  const actor =
    change.actorId === null ? null : ((await findPersonName(tx, change.actorId))?.name ?? '');
  const params = {
    buyer,
    provider,
    title: booking.title,
    by: actor ?? provider,
    reason: change.reason ?? '',
    seats: String(booking.participants),
    date: notificationParam.moment(booking.startsAt),
    expires: notificationParam.moment(booking.expiresAt),
    ...(joinUrl === null ? {} : { joinUrl }),
  };
  for (const notice of notices) {
    await storeNotification(tx, live, {
      userId: notice.userId,
      kind: notice.kind,
      params,
      link: bookingLink(booking.id),
      dedupeKey: `booking:${booking.id}:${change.transition}:${notice.userId}`,
    });
  }
}

/** A reminder of one booking to some of its parties, once per booking, kind and person. */
export async function remindBooking(
  tx: Transaction,
  live: LiveHub,
  bookingId: number,
  kind: 'request_expiring' | 'training_tomorrow',
  userIds: number[],
): Promise<void> {
  const booking = await findBooking(tx, bookingId);
  if (!booking) return;
  const buyer = (await findPersonName(tx, booking.buyerId))?.name ?? '';
  // The reminder of an online event gives the join link to the buyer holding seats and to the
  // organiser (holdsSeats: the reminder goes only to bookings that hold them).
  const joinUrl =
    kind === 'training_tomorrow' && holdsSeats(booking)
      ? await findJoinUrl(tx, booking.eventId)
      : null;
  for (const userId of userIds) {
    await storeNotification(tx, live, {
      userId,
      kind: joinUrl === null ? kind : 'training_tomorrow_online',
      params: {
        buyer,
        title: booking.title,
        date: notificationParam.moment(booking.startsAt),
        expires: notificationParam.moment(booking.expiresAt),
        ...(joinUrl === null ? {} : { joinUrl }),
      },
      link: bookingLink(booking.id),
      // One reminder of an event's day per provider, however many seat bookings it has.
      dedupeKey:
        kind === 'training_tomorrow' && booking.eventId !== null && userId === booking.providerId
          ? `event:${booking.eventId}:${kind}:${userId}`
          : `booking:${booking.id}:${kind}:${userId}`,
    });
  }
}

/** The outcome of an event's go/no-go, to one person. */
export async function notifyEventRun(
  tx: Transaction,
  live: LiveHub,
  event: { id: number; title: string; startsAt: Date },
  outcome: 'confirmed' | 'cancelled',
  userId: number,
  link: string,
): Promise<void> {
  await storeNotification(tx, live, {
    userId,
    kind: outcome === 'confirmed' ? 'event_confirmed' : 'event_cancelled',
    params: {
      title: event.title,
      date: notificationParam.moment(event.startsAt),
      reason: outcome === 'cancelled' ? 'minimum attendance not reached' : '',
    },
    link,
    dedupeKey: `event:${event.id}:${outcome}:${userId}`,
  });
}
