import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('profile');

/** Query keys of the profile feature (lib/query-keys.ts): public profiles and the own one. */
export const profileKeys = {
  ...keys,
  /** The signed-in user's own profile, as the editor reads it. */
  mine: () => [...keys.all, 'mine'] as const,
  /** A public profile's listings; their favourite marks are the viewer's. */
  listings: (username: string, viewerId: number | null) =>
    [...keys.all, 'listings', username.toLowerCase(), viewerId] as const,
};
