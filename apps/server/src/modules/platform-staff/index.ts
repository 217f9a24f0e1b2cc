/** The platform-staff module's public face: all that code outside modules/platform-staff/ may import. */
export { platformStaffActions } from './platform-staff.actions.ts';
export {
  grantOperatorOnCreation,
  listPlatformStaff,
  setPlatformRole,
} from './platform-staff.service.ts';
