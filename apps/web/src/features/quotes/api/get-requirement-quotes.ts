import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteSummary } from '@app/contracts/actions/quote';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { quoteKeys } from './quote-keys.ts';

export type { QuoteSummary };

/** The quotes on one of my requirements, side by side (only its owner may ask). */
export async function getRequirementQuotes(requirementId: number): Promise<QuoteSummary[]> {
  const reply = await callActionOrThrow('requirementquotes', { requirementId });
  return reply.list;
}

export const requirementQuotesQueryOptions = (requirementId: number) =>
  queryOptions({
    queryKey: quoteKeys.ofRequirement(requirementId),
    queryFn: () => getRequirementQuotes(requirementId),
    // A new quote may arrive any time: the owner sees it when they come back to the page.
    staleTime: 0,
  });

export function useRequirementQuotes(requirementId: number) {
  return useQuery(requirementQuotesQueryOptions(requirementId));
}
