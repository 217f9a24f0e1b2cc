/** The requirements module's public face: all that code outside modules/requirements/ may import. */
export { requirementActions } from './requirements.actions.ts';
export { moderateRequirement } from './requirements.service.ts';
