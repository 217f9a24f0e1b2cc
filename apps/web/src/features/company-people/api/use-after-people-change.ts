import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companyPeopleKeys } from './company-people-keys.ts';

/** After any change of staff, invitations or people: everything the feature shows is read again. */
export function useAfterPeopleChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: companyPeopleKeys.all }),
    [queryClient],
  );
}
