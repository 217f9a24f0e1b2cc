import { defineJob } from '../../lib/job-queue.ts';
import { jobNames } from './booking-machine.ts';
import {
  completeBooking,
  decideEvent,
  expireRequest,
  lapseOffer,
  remindRequest,
  remindTraining,
  sweepOverdue,
} from './booking-timers.service.ts';
import { emailThanks, type ThanksEmailJob } from './thanks-notifications.ts';

interface BookingJob {
  bookingId: number;
}

/** The bookings' timers; each handler re-checks state and time (booking-timers.service.ts). */
export const bookingsJobs = [
  defineJob<BookingJob>(jobNames.expire, (data, ctx) => expireRequest(ctx, data.bookingId)),
  defineJob<BookingJob>(jobNames.requestReminder, (data, ctx) =>
    remindRequest(ctx, data.bookingId),
  ),
  defineJob<BookingJob>(jobNames.complete, (data, ctx) => completeBooking(ctx, data.bookingId)),
  defineJob<BookingJob>(jobNames.trainingReminder, (data, ctx) =>
    remindTraining(ctx, data.bookingId),
  ),
  defineJob<BookingJob>(jobNames.offerLapse, (data, ctx) => lapseOffer(ctx, data.bookingId)),
  // Every seat booked queues the decision; one waiting job per event is enough.
  defineJob<{ eventId: number }>(jobNames.goNoGo, (data, ctx) => decideEvent(ctx, data.eventId), {
    policy: 'short',
  }),
  defineJob<ThanksEmailJob>(jobNames.thanksEmail, (data, ctx) => emailThanks(ctx, data)),
  // A timer whose job was lost still fires within five minutes.
  defineJob(jobNames.sweep, (_data, ctx) => sweepOverdue(ctx), { cron: '*/5 * * * *' }),
];
