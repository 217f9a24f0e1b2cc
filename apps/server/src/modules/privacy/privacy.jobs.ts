import { defineJob } from '../../lib/job-queue.ts';
import { expireExport, failExport, prepareExport, privacyJobNames } from './privacy.service.ts';

interface ExportJob {
  exportId: number;
}

const PREPARE_RETRIES = 4;

export const privacyJobs = [
  // A copy of a user's data; after the last retry it is marked failed, so the page stops waiting.
  defineJob<ExportJob & { attempt?: number }>(
    privacyJobNames.prepare,
    async (data, context) => {
      try {
        await prepareExport(context, data.exportId);
      } catch (error) {
        const attempt = data.attempt ?? 0;
        if (attempt >= PREPARE_RETRIES) {
          context.log.error({ err: error, exportId: data.exportId }, 'data export failed');
          await failExport(context.db, context.storage, data.exportId);
          return;
        }
        await context.jobs.send(
          privacyJobNames.prepare,
          { exportId: data.exportId, attempt: attempt + 1 },
          { startAfterSeconds: 30 * 2 ** attempt },
        );
      }
    },
    { retryLimit: 0, expireInSeconds: 15 * 60 },
  ),
  defineJob<ExportJob>(privacyJobNames.expire, (data, context) =>
    expireExport(context.db, context.storage, data.exportId),
  ),
];
