import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the requirements feature (lib/query-keys.ts); every change invalidates `all`. */
export const requirementKeys = createQueryKeys('requirements');
