import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

export type TwoFactorStatus = ActionResponse<'twofactorstatus'>;

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.twoFactor(),
    queryFn: () => callActionOrThrow('twofactorstatus', {}),
    staleTime: 0,
  });

/** Whether two-factor sign-in is on, recovery codes left, companies that require it. */
export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
