/** The quotes module's public face: all that code outside modules/quotes/ may import. */
export { quoteActions } from './quotes.actions.ts';
export { quotesJobs } from './quotes.jobs.ts';
export { countQuotesToDecide } from './quotes.repository.ts';
export { quoteJobNames, withdrawOpenQuotesOf } from './quotes.service.ts';
export { quotesSubscribers } from './quotes.subscribers.ts';
