import { defineJob } from '../../lib/job-queue.ts';
import {
  billingChangeJobName,
  emailBillingChange,
  type BillingChangeEmailJob,
} from './billing-change-email.ts';
import { emailTrialReminder, sweepTrialReminders, trialJobNames } from './trial-reminders.ts';

export const billingJobs = [
  // Every morning (UTC): the admins of trials 7 days and 1 day from their end are reminded.
  defineJob(
    trialJobNames.sweep,
    async (_data, ctx) => {
      await sweepTrialReminders(ctx);
    },
    { cron: '30 6 * * *' },
  ),
  defineJob<{ userId: number; companyName: string; endDate: string }>(
    trialJobNames.email,
    (data, ctx) => emailTrialReminder(ctx, data),
  ),
  // A change of billing details, told to the account or to the company's admins.
  defineJob<BillingChangeEmailJob>(billingChangeJobName, (data, ctx) =>
    emailBillingChange(ctx, data),
  ),
];
