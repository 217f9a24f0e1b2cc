import { createQueryKeys } from '../../lib/query-keys.ts';

const keys = createQueryKeys('companyPeople');

/**
 * Query keys of people and roles (lib/query-keys.ts): the people list by search (`list`, also read
 * by the booking form's participant suggestions), the staff with invitations (`staff`) and an
 * invitation link (`invitation`). Every change invalidates `all`.
 */
export const companyPeopleKeys = {
  ...keys,
  staff: () => keys.detail('staff'),
  invitation: (token: string) => keys.detail(['invitation', token]),
};
