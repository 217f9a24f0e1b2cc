import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { notifyQuoteChange } from './quote-notifications.ts';

/** A quote changed: tell whom it concerns (quote-notifications.ts), once by dedupe key. */
export const quotesSubscribers: Subscriber[] = [
  subscriber('quote.changed', 'quotes.notify', async (change, ctx) => {
    await ctx.db.transaction((tx) => notifyQuoteChange(tx, ctx.live, change));
  }),
];
