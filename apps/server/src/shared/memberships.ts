/**
 * Company roles (docs/product.md, "Roles"): staff of a company are its admin (userRole 1; for an
 * SME, the SME admin) or managers (any other value). A multi-location super admin is an admin of
 * several company profiles and works in one at a time (users.active_company_id).
 */
export const ADMIN_ROLE = 1;

export const isAdminRole = (userRole: number): boolean => userRole === ADMIN_ROLE;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Free-trial days left: whole days until the subscription's end, rounded up, never negative. */
export function trialDaysLeft(endDate: Date, now = new Date()): number {
  return Math.max(0, Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS));
}
