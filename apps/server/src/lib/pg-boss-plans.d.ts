/** The two statements of pg-boss's plans that the job queue recognises (pg-boss/src/plans.js). */
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
