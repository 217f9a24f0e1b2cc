import { subscriber, type Subscriber } from '../../shared/domain-events.ts';
import { notifyInvoiceChange } from './invoice-notifications.ts';

export const invoicesSubscribers: Subscriber[] = [
  subscriber('invoice.changed', 'invoices.notify', async (change, ctx) => {
    await ctx.db.transaction((tx) => notifyInvoiceChange(tx, ctx.live, change));
  }),
];
