import { useUserDetails, type UserDetails } from '../api/get-user-details.ts';

export interface Session {
  user: UserDetails | null;
  /** True until the server has answered (cached details may be shown meanwhile). */
  isChecking: boolean;
  isLoggedIn: boolean;
  isCompanyUser: boolean;
  isSmeUser: boolean;
}

export function useSession(options: { checkOnMount?: boolean } = {}): Session {
  const query = useUserDetails(options);
  const user = query.data ?? null;
  return {
    user,
    isChecking: query.isPending || query.isPlaceholderData,
    isLoggedIn: user !== null,
    isCompanyUser: user?.companyuser === true,
    isSmeUser: user?.smeuser === true,
  };
}
