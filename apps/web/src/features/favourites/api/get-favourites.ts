import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export type FavouritesPage = ActionResponse<'favlist'>;
export type Favourite = FavouritesPage['topicDetail'][number];

export async function getFavourites(start: number, limit: number): Promise<FavouritesPage> {
  return callActionOrThrow('favlist', { start, limit });
}
