/** The company-people module's public face: all that code outside modules/company-people/ may import. */
export { companyPeopleActions } from './company-people.actions.ts';
export { findOrCreatePersonByEmail } from './people-by-email.repository.ts';
export { companyPeopleJobs } from './company-people.jobs.ts';
