import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('dashboard');

/** Query keys of the dashboard feature (lib/query-keys.ts). */
export const dashboardKeys = {
  ...keys,
  summary: () => keys.detail('summary'),
  /** The company home of the active company (companydashboard). */
  company: () => keys.detail('company'),
};
