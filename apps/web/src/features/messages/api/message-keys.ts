import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('messages');

/**
 * Query keys of the messages feature: the inbox by search (`list`), one conversation by the other
 * person's id (`thread`), and the few latest conversations of the header panel (`latest`).
 */
export const messageKeys = {
  ...keys,
  threads: () => [...keys.all, 'thread'] as const,
  thread: (userId: number) => [...keys.all, 'thread', userId] as const,
  latest: () => [...keys.all, 'latest'] as const,
};
