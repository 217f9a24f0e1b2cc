import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { createTrainingAssessments } from './assessments.service.ts';

/**
 * A company training ended (a topic booking completed, a seat attended) or its attendance was
 * recorded: its people and the company's staff get their assessments (assessments.service.ts).
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
