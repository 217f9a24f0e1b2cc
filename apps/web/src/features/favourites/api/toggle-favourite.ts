import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { favouriteKeys } from './favourite-keys.ts';
import { dropFavourite } from './get-favourites.ts';

/** Adds or removes one favourite; the server's answer says what the topic now is. */
export async function setFavourite(topicId: number, favourite: boolean): Promise<boolean> {
  const result = await callActionOrThrow(favourite ? 'addfavorite' : 'removefavorite', {
    topicId,
  });
  return result.isFavourite;
}

/**
 * The heart shows the new state at once (FavouriteToggle) and rolls back when the server refuses.
 * The favourites list follows the server's answer: a removed topic leaves the cached list at once
 * (its card would otherwise take the button, and its failure message, away before the answer);
 * an added one is fetched with the list's next visit.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ topicId, favourite }: { topicId: number; favourite: boolean }) =>
      setFavourite(topicId, favourite),
    onSuccess: async (isFavourite, { topicId }) => {
      if (!isFavourite) dropFavourite(queryClient, topicId);
      await queryClient.invalidateQueries({ queryKey: favouriteKeys.all, refetchType: 'none' });
    },
  });
}
