import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the topics feature (lib/query-keys.ts); every change to a topic invalidates `all`. */
export const topicKeys = createQueryKeys('topics');
