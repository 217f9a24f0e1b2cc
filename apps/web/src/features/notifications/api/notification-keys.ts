import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('notifications');

/** Query keys of the notifications feature: the list by filter and language, and the panel's. */
export const notificationKeys = {
  ...keys,
  latest: (lang: string) => [...keys.all, 'latest', lang] as const,
};
