import { defineJob } from '../../lib/job-queue.ts';
import { emailReply } from './report-queue.service.ts';
import { cleanUpReports, emailReport, siteJobNames } from './site.service.ts';

export const siteJobs = [
  defineJob<{ reportId: number }>(siteJobNames.reportEmail, (data, context) =>
    emailReport(context, data.reportId),
  ),
  defineJob<{ entryId: number }>(siteJobNames.replyEmail, (data, context) =>
    emailReply(context, data.entryId),
  ),
  defineJob(siteJobNames.cleanup, (_data, context) => cleanUpReports(context.db), {
    cron: '41 3 * * *',
  }),
];
