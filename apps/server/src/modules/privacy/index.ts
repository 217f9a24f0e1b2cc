/** The privacy module's public face: all that code outside modules/privacy/ may import. */
export { privacyActions } from './privacy.actions.ts';
export { privacyJobs } from './privacy.jobs.ts';
export { default as privacyRoutes } from './privacy.routes.ts';
