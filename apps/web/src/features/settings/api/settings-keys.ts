import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('settings');

/** Query keys of the settings feature (lib/query-keys.ts): the settings and the signed-in sessions. */
export const settingsKeys = {
  ...keys,
  settings: () => keys.detail('settings'),
  twoFactor: () => keys.detail('two-factor'),
  dataExport: () => keys.detail('data-export'),
  dataExportLink: (id: string, token: string) => keys.detail({ dataExport: id, token }),
  sessions: () => keys.list('sessions'),
  /** Under lists(): whatever changes the sessions also writes the log. */
  securityLog: () => keys.list('security-log'),
};
