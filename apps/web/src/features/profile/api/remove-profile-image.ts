import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export async function removeProfileImage() {
  const result = await callActionOrThrow('removeprofileimage', {});
  return result;
}

export function useRemoveProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfileImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.mine() }),
  });
}
