import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

/** After moderating: the reports (which show the thing's state) and the audit are read again. */
function useAfterModeration() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });
}

export function useHideListing() {
  const afterChange = useAfterModeration();
  return useMutation({
    mutationFn: (input: ActionInput<'adminHideListing'>) =>
      callActionOrThrow('adminHideListing', input),
    onSuccess: afterChange,
  });
}

export function useRestoreListing() {
  const afterChange = useAfterModeration();
  return useMutation({
    mutationFn: (input: ActionInput<'adminRestoreListing'>) =>
      callActionOrThrow('adminRestoreListing', input),
    onSuccess: afterChange,
  });
}

export function useSuspendUser() {
  const afterChange = useAfterModeration();
  return useMutation({
    mutationFn: (input: ActionInput<'adminSuspendUser'>) =>
      callActionOrThrow('adminSuspendUser', input),
    onSuccess: afterChange,
  });
}

export function useRestoreUser() {
  const afterChange = useAfterModeration();
  return useMutation({
    mutationFn: (input: ActionInput<'adminRestoreUser'>) =>
      callActionOrThrow('adminRestoreUser', input),
    onSuccess: afterChange,
  });
}
