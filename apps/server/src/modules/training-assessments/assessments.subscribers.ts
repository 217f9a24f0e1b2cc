import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { createTrainingAssessments } from './assessments.service.ts';

/**
 * A company training ended (a seat attended) or its attendance was recorded by the provider: its
 * people and the company's staff get their assessments (assessments.service.ts). A topic booking
 * completed by the timer records no event; assessments.sweep catches those.
 */
const endings = new Set(['complete', 'attend', 'attendance']);

export const assessmentsSubscribers: Subscriber[] = [
  subscriber(
    'booking.changed',
    'assessments.create',
    async (change, ctx) => {
      await ctx.db.transaction((tx) => createTrainingAssessments(tx, ctx.jobs, change.bookingId));
    },
    { when: (change) => endings.has(change.transition) },
  ),
];
