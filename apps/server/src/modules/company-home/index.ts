/** The company-home module's public face: all that code outside modules/company-home/ may import. */
export { companyHomeActions } from './company-home.actions.ts';
