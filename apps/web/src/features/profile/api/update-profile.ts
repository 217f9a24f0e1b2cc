import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

export type ProfileInput = ActionInput<'updateprofile'>;

export async function updateProfile(input: ProfileInput) {
  const result = await callActionOrThrow('updateprofile', input);
  return result;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.mine() }),
  });
}
