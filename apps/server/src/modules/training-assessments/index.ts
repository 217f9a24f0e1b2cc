/** The training-assessments module's public face: all that code outside modules/training-assessments/ may import. */
export { assessmentActions } from './assessments.actions.ts';
export { assessmentsJobs } from './assessments.jobs.ts';
export { assessmentJobNames } from './assessments.service.ts';
export { assessmentsSubscribers } from './assessments.subscribers.ts';
