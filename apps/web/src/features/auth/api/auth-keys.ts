import { createQueryKeys } from '../../../lib/query-keys.ts';

const keys = createQueryKeys('auth');

/** Query keys of the auth feature (lib/query-keys.ts): the sign-up checks and invitations. */
export const authKeys = {
  ...keys,
  usernameTaken: (username: string) =>
    [...keys.all, 'username-taken', username.toLowerCase()] as const,
  emailTaken: (email: string) => [...keys.all, 'email-taken', email.toLowerCase()] as const,
  companyInvite: (slug: string | null) => [...keys.all, 'company-invite', slug] as const,
};
