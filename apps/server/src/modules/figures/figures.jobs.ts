import { defineJob } from '../../lib/job-queue.ts';
import { rollUpBookings } from './figures.repository.ts';

export const figuresJobNames = { bookingDays: 'figures.booking-days' } as const;

/** The figures' rollup of bookings, computed again every 15 minutes. */
export const figuresJobs = [
  defineJob(figuresJobNames.bookingDays, (_data, context) => rollUpBookings(context.db), {
    cron: '*/15 * * * *',
  }),
];
