import { inArray, sql } from 'drizzle-orm';
import { trainingEnd, trainingHoursPerDay } from '@app/contracts/training-days';
import { addDays, zonedInstant } from './dates.ts';
import { defaultVatRateBasisPoints, priceBreakdown } from '@app/contracts/money';
import { priceColumnsOf } from '../../modules/bookings/index.ts';
import type { Transaction } from '../client.ts';
import { insertRows } from './bulk-insert.ts';
import { bookingParticipants, bookings, stateTransitions, users } from '../schema.ts';

/**
 * Demo reviews are verified like real ones (docs/product.md, "Reviews"): each rests on a
 * completed booking of the reviewed topic by the reviewer, which ended the day before the review
 * was written, with its participant and its history (create, accept, complete). Answers the
 * booking ids in the order of `reviews`.
 */
export async function insertReviewBookings(
  tx: Transaction,
  reviews: {
    topicId: number;
    userId: number;
    createdAt: Date;
  }[],
  topicOf: (topicId: number) => {
    providerId: number;
    title: string;
    url: string;
    priceMinor: number;
    durationHours: number | null;
  },
): Promise<number[]> {
  if (reviews.length === 0) return [];
  /** The same day or the Friday before, so that a demo class is on a weekday. */
  const onWeekdayBefore = (day: Date) =>
    day.getUTCDay() === 6 ? addDays(day, -1) : day.getUTCDay() === 0 ? addDays(day, -2) : day;
  const HOUR_MS = 60 * 60 * 1000;
  const rows = reviews.map((review) => {
    const topic = topicOf(review.topicId);
    // Office hours on weekdays, over before the review was written (the day before, or earlier).
    const hours = topic.durationHours ?? 8;
    const days = Math.ceil(hours / trainingHoursPerDay);
    let first = onWeekdayBefore(addDays(review.createdAt, -days));
    let startsAt = zonedInstant(first, 9, 0, 'Europe/Rome');
    while (trainingEnd(startsAt, hours) > review.createdAt) {
      first = onWeekdayBefore(addDays(first, -1));
      startsAt = zonedInstant(first, 9, 0, 'Europe/Rome');
    }
    const endsAt = trainingEnd(startsAt, hours);
    const price = priceBreakdown({
      unitPriceMinor: topic.priceMinor,
      quantity: 1,
      vatRateBasisPoints: defaultVatRateBasisPoints,
      currency: 'EUR',
    });
    return {
      kind: 'topic' as const,
      state: 'completed',
      topicId: review.topicId,
      title: topic.title,
      listingUrl: `/topic/${topic.url}`,
      buyerId: review.userId,
      providerId: topic.providerId,
      participants: 1,
      proposedDates: [startsAt.toISOString()],
      startsAt,
      endsAt,
      delivery: 'online' as const,
      ...priceColumnsOf(price),
      createdAt: new Date(startsAt.getTime() - 10 * 24 * HOUR_MS),
      updatedAt: endsAt,
    };
  });
  const ids = await insertRows(tx, bookings, rows);
  await tx.execute(sql`
    insert into ${bookingParticipants} (booking_id, name, email, user_id)
    select b.id,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username),
      u.email, u.id
    from ${bookings} b join ${users} u on u.id = b.buyer_id
    where ${inArray(sql`b.id`, ids)}`);
  await tx.execute(sql`
    insert into ${stateTransitions}
      (machine, record_id, transition, from_state, to_state, actor_id, created_at)
    select 'topic_booking', b.id, s.transition, s.from_state, s.to_state,
      case s.actor when 'buyer' then b.buyer_id when 'provider' then b.provider_id end,
      case s.at when 'created' then b.created_at when 'accepted' then b.created_at + interval '1 day'
        else b.ends_at end
    from ${bookings} b cross join (values
      ('create', '', 'requested', 'buyer', 'created'),
      ('accept', 'requested', 'accepted', 'provider', 'accepted'),
      ('complete', 'accepted', 'completed', null, 'ended')
    ) as s(transition, from_state, to_state, actor, at)
    where ${inArray(sql`b.id`, ids)}`);
  return ids;
}
