import type { QueryClient } from '@tanstack/react-query';

/** Query keys start with the action's name; every change refreshes the own list and the pages. */
export const myRequirementsKey = ['myrequirements'] as const;
export const requirementDetailKey = ['requirementdetail'] as const;

export function refreshRequirements(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: myRequirementsKey }),
    queryClient.invalidateQueries({ queryKey: requirementDetailKey }),
  ]);
}
