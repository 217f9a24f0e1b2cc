import { defineJob } from '../../lib/job-queue.ts';
import { sweepOverdueInvoices } from './overdue-invoices.ts';

export const invoiceJobNames = { overdueSweep: 'invoices.overdue-sweep' } as const;

export const invoicesJobs = [
  // Every morning (UTC): invoices past due become overdue; both sides are reminded weekly.
  defineJob(
    invoiceJobNames.overdueSweep,
    async (_data, ctx) => {
      await sweepOverdueInvoices(ctx);
    },
    { cron: '0 6 * * *' },
  ),
];
