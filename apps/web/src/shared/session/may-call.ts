import type { Access } from '@app/contracts/access';
import { actions, type ActionName } from '@app/contracts/registry';
import type { UserDetails } from './get-user-details.ts';
import { useSession } from './use-session.ts';

/**
 * Whether the signed-in user may call an action, by the contract's access rule: what a page offers
 * (a "create" button) follows the rule the server enforces. Rules on a record (its owner, a
 * company's staff) can only be checked by the server: here they ask for a session only.
 */
export function mayCall(access: Access, user: UserDetails | null): boolean {
  switch (access.who) {
    case 'anyone':
      return true;
    case 'provider':
      return user?.serviceType === 'provider';
    case 'companyStaff':
    case 'companyAdmin':
      return user !== null && (user.companyuser || user.smeuser);
    default:
      return user !== null;
  }
}

export function useMayCall(name: ActionName): boolean {
  return mayCall(actions[name].access, useSession().user);
}
