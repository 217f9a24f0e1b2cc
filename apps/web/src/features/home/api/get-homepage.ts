import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { askedEveryVisit } from '../../../lib/query-client.ts';
import { homeKeys } from './home-keys.ts';

export type Homepage = ActionResponse<'homepage'>;
export type SetupProgress = NonNullable<Homepage['setup']>;

export async function getHomepage(): Promise<Homepage> {
  return callActionOrThrow('homepage', {});
}

/** Keyed by viewer: favourites and the trainer-setup progress are theirs. */
export const homepageQueryOptions = (viewerId: number | null) =>
  queryOptions({
    queryKey: homeKeys.page(viewerId),
    queryFn: getHomepage,
    // Asked again on every visit: favourites or a new topic may have changed since.
    staleTime: askedEveryVisit,
  });

export function useHomepage(viewerId: number | null) {
  return useQuery(homepageQueryOptions(viewerId));
}
