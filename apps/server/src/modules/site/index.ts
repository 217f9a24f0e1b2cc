/** The site module's public face: all that code outside modules/site/ may import. */
export { siteContentOf } from './site-content.ts';
export type { SiteContent } from './site-content.ts';
export { reportQueueActions } from './report-queue.actions.ts';
export { siteActions } from './site.actions.ts';
export { siteJobs } from './site.jobs.ts';
export { default as siteRoutes } from './site.routes.ts';
