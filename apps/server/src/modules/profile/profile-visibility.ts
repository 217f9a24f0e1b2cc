import type { PlatformRole } from '@app/contracts/access';

/** Who reads a public profile: anyone while it is visible; once the staff hid it, its owner and the staff. */
export function profileShownTo(
  profile: { userId: number; profileState: 'visible' | 'hidden' },
  viewer: { id: number; platformRole: PlatformRole | null } | null,
): boolean {
  if (profile.profileState === 'visible') return true;
  return viewer !== null && (viewer.id === profile.userId || viewer.platformRole !== null);
}
