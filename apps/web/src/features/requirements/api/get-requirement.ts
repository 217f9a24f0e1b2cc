import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequirementDetail } from '@app/contracts/actions/requirement';
import { callActionOrNull } from '../../../lib/api-client.ts';
import { requirementKeys } from './requirement-keys.ts';

export type { RequirementDetail };

/** `/requirement/{id}` or `/requirement/{url}`: a number is an id (urls are never only digits). */
export type RequirementKey = { id: number } | { url: string };

const ID_MAX = 2_147_483_647;
const URL_MAX = 200;

/** The key a path segment names, or null when no requirement can have it. */
export function requirementKeyOf(segment: string): RequirementKey | null {
  if (/^\d+$/.test(segment)) {
    const id = Number(segment);
    return id >= 1 && id <= ID_MAX ? { id } : null;
  }
  return segment.length > 0 && segment.length <= URL_MAX ? { url: segment } : null;
}

/** The requirement, or null when there is none to show (unknown, deleted, owner deactivated). */
export async function getRequirement(key: RequirementKey): Promise<RequirementDetail | null> {
  const result = await callActionOrNull('requirementdetail', key, 'listing_not_found');
  return result?.requirement ?? null;
}

export const requirementQueryOptions = (key: RequirementKey) =>
  queryOptions({
    queryKey: requirementKeys.detail('id' in key ? key.id : key.url.toLowerCase()),
    queryFn: () => getRequirement(key),
  });

export function useRequirement(key: RequirementKey | null) {
  return useQuery({
    ...requirementQueryOptions(key ?? { id: 0 }),
    enabled: key !== null,
  });
}
