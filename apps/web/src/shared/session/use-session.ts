import { useUserDetails, type UserDetails } from './get-user-details.ts';
import { useCompanyDetails, type CompanyDetails } from './get-company-details.ts';

export interface Session {
  user: UserDetails | null;
  /** The company of a company or SME user (loaded for them only), else null. */
  company: CompanyDetails['company'];
  /** True until the server has answered (cached details may be shown meanwhile). */
  isChecking: boolean;
  isLoggedIn: boolean;
  isCompanyUser: boolean;
  isSmeUser: boolean;
  /** Offers training now (service type provider); who stopped keeps their listings. */
  isProvider: boolean;
}

export function useSession(options: { checkOnMount?: boolean } = {}): Session {
  const query = useUserDetails(options);
  const user = query.data ?? null;
  const isCompanyUser = user?.companyuser === true;
  const isSmeUser = user?.smeuser === true;
  const companyQuery = useCompanyDetails(isCompanyUser || isSmeUser);
  return {
    user,
    company: user ? (companyQuery.data?.company ?? null) : null,
    isChecking: query.isPending || query.isPlaceholderData,
    isLoggedIn: user !== null,
    isCompanyUser,
    isSmeUser,
    isProvider: user?.serviceType === 'provider',
  };
}
