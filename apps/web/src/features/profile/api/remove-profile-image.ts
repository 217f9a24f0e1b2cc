import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { myProfileQueryKey } from './get-my-profile.ts';

export async function removeProfileImage() {
  const result = await callActionOrThrow('removeprofileimage', {});
  return result;
}

export function useRemoveProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfileImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryKey }),
  });
}
