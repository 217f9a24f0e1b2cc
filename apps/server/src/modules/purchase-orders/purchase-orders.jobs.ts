import { defineJob } from '../../lib/job-queue.ts';
import { sweepOrders } from './booking-reactions.service.ts';
import { emailOrder, purchaseOrderJobNames } from './purchase-order-notifications.ts';

/** The e-mail of a new order to its provider, with the PDF (purchase-order-notifications.ts). */
export const purchaseOrdersJobs = [
  defineJob<{ purchaseOrderId: number }>(purchaseOrderJobNames.email, (data, ctx) =>
    emailOrder(ctx, data.purchaseOrderId),
  ),
  // Orders of bookings completed, expired or lapsed by a timer (which records no event).
  defineJob(purchaseOrderJobNames.sweep, (_data, ctx) => sweepOrders(ctx), { cron: '*/5 * * * *' }),
];
