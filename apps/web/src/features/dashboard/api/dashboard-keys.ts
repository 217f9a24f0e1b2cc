import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('dashboard');

/** Query keys of the dashboard feature (lib/query-keys.ts). */
export const dashboardKeys = { ...keys, summary: () => keys.detail('summary') };
