import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('password-reset');

/** Query keys of the password-reset feature (lib/query-keys.ts): whether a link still works. */
export const passwordResetKeys = {
  ...keys,
  link: (id: string, token: string) => keys.detail({ id, token }),
};
