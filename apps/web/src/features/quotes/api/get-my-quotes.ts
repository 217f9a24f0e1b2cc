import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { quoteKeys } from './quote-keys.ts';

export type MyQuotesPage = ActionResponse<'myquotes'>;

export interface MyQuotesParams {
  /** Only my quotes on this requirement (its page shows the provider their own). */
  requirementId?: number;
  page: number;
  pageSize: number;
}

export const myQuotesPageSize = 10;

/** The quotes I sent, newest first (providers only: quotes are sealed). */
export function getMyQuotes(params: MyQuotesParams): Promise<MyQuotesPage> {
  return callActionOrThrow('myquotes', {
    ...(params.requirementId ? { requirementId: params.requirementId } : {}),
    page: params.page,
    pageSize: params.pageSize,
  });
}

export const myQuotesQueryOptions = (params: MyQuotesParams) =>
  queryOptions({
    queryKey: quoteKeys.list(params),
    queryFn: () => getMyQuotes(params),
    placeholderData: keepPreviousData,
    // States change by others' hands (shortlisted, accepted, not selected): ask again on return.
    staleTime: 0,
  });

export function useMyQuotes(params: MyQuotesParams, enabled = true) {
  return useQuery({ ...myQuotesQueryOptions(params), enabled });
}
