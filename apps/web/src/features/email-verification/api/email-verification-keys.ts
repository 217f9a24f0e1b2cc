import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('email-verification');

/** Query keys of the e-mail verification feature (lib/query-keys.ts): following one link. */
export const emailVerificationKeys = {
  ...keys,
  link: (id: string, token: string) => keys.detail({ id, token }),
};
