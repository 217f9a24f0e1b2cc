import { defineJob } from '../../lib/job-queue.ts';
import { remindExpiringCertificates } from './certificate-reminders.ts';
import {
  assessmentJobNames,
  emailAssessmentInvite,
  sweepUnassessed,
} from './assessments.service.ts';

export const assessmentsJobs = [
  defineJob<{ assessmentId: number }>(assessmentJobNames.invite, (data, ctx) =>
    emailAssessmentInvite(ctx, data.assessmentId),
  ),
  // Trainings completed by the bookings timer (which records no domain event) get theirs here.
  defineJob(assessmentJobNames.sweep, (_data, ctx) => sweepUnassessed(ctx), {
    cron: '*/10 * * * *',
  }),
  // Every morning (UTC): certificates that expire within 30 days, each reminded once.
  defineJob(
    assessmentJobNames.certificateReminders,
    (_data, ctx) => remindExpiringCertificates(ctx),
    {
      cron: '0 6 * * *',
    },
  ),
];
