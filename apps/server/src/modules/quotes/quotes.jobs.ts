import { defineJob } from '../../lib/job-queue.ts';
import { expireQuote, sweepExpiredQuotes } from './quote-timers.service.ts';
import { quoteJobNames } from './quotes.service.ts';

/** The quotes' timers; each handler re-checks state and date (quote-timers.service.ts). */
export const quotesJobs = [
  defineJob<{ quoteId: number }>(quoteJobNames.expire, (data, ctx) =>
    expireQuote(ctx, data.quoteId),
  ),
  // A lost expiry still fires within the hour.
  defineJob(quoteJobNames.sweep, (_data, ctx) => sweepExpiredQuotes(ctx), { cron: '11 * * * *' }),
];
