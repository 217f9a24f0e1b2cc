/** The companies module's public face: all that code outside modules/companies/ may import. */
export { companyActions } from './companies.actions.ts';
export { findCompanyName } from './company-names.repository.ts';
export { selectGroupLocations } from './group-locations.repository.ts';
export { chosenLocationIds } from './group-locations.ts';
export { claimCompanyVatId } from './company-creation.ts';
export { createSignUpCompany, type CompanySignUp } from './company-signup.service.ts';
