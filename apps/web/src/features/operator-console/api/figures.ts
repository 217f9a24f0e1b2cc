import { useQuery } from '@tanstack/react-query';
import type { FigurePeriod } from '@app/contracts/actions/platform';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

export type MarketplaceFigures = ActionResponse<'adminFigures'>;

/** The marketplace's figures by week or month (money for operators only). */
export function useMarketplaceFigures(period: FigurePeriod) {
  return useQuery({
    queryKey: consoleKeys.list({ figures: period }),
    queryFn: () => callActionOrThrow('adminFigures', { period }),
    meta: { reads: ['adminFigures'] },
  });
}
