import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { favouriteKeys } from './favourite-keys.ts';

/** Adds or removes one favourite; the server's answer says what the topic now is. */
export async function setFavourite(topicId: number, favourite: boolean): Promise<boolean> {
  const result = await callActionOrThrow(favourite ? 'addfavorite' : 'removefavorite', {
    topicId,
  });
  return result.isFavourite;
}

export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topicId, favourite }: { topicId: number; favourite: boolean }) =>
      setFavourite(topicId, favourite),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
