import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('companyPeople');

/**
 * Query keys of people and roles (lib/query-keys.ts): the people list by search (`list`, also read
 * by the booking form's participant suggestions), the staff with invitations (`staff`), the log of
 * role changes (`roleLog`) and an invitation link (`invitation`). Every change invalidates `all`.
 */
export const companyPeopleKeys = {
  ...keys,
  staff: () => keys.detail('staff'),
  /** The company's log of role changes, paged. */
  roleLog: () => keys.detail('role-log'),
  invitation: (token: string) => keys.detail(['invitation', token]),
};
