/** The company-schedule module's public face: all that code outside modules/company-schedule/ may import. */
export { companyScheduleActions } from './company-schedule.actions.ts';
export { default as companyScheduleRoutes } from './company-schedule.routes.ts';
