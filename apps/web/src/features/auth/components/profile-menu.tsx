import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { useLogout } from '../api/logout.ts';
import { clearCachedUserDetails, type UserDetails } from '../api/get-user-details.ts';
import { forgetAttemptedUrl } from '../hooks/attempted-url.ts';
import './profile-menu.css';

export function displayNameOf(
  user: Pick<UserDetails, 'firstName' | 'lastName' | 'username'>,
): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username;
}

export function Avatar({
  user,
}: {
  user: Pick<UserDetails, 'firstName' | 'lastName' | 'username' | 'profileImage'>;
}) {
  const initial = displayNameOf(user).charAt(0).toUpperCase();
  return user.profileImage?.thumb90 ? (
    <img className="avatar" src={user.profileImage.thumb90} alt="" width={32} height={32} />
  ) : (
    <span className="avatar avatar-initial" aria-hidden="true">
      {initial}
    </span>
  );
}

/** The profile dropdown; logout clears the cache and the stored URL, then reloads at home. */
export function ProfileMenu({ user, homeHref }: { user: UserDetails; homeHref: string }) {
  const { t } = useTranslation();
  const logoutMutation = useLogout();
  const queryClient = useQueryClient();
  const showCompanyDetails = user.companyuser || user.smeuser;

  const onLogout = async () => {
    try {
      await logoutMutation.mutateAsync();
    } catch {
      // Logged out locally either way; the server session ends with its cookie.
    }
    clearCachedUserDetails();
    forgetAttemptedUrl();
    queryClient.clear();
    window.location.assign(homeHref);
  };

  return (
    <Dropdown
      label={t('header.accountMenu')}
      trigger={<Avatar user={user} />}
      triggerClassName="icon-button avatar-button"
      testId="profile-menu"
    >
      {(close) => (
        <>
          <div className="dropdown-header profile-menu-header">
            <span className="profile-menu-name">{displayNameOf(user)}</span>
            <span className="profile-menu-username">
              {t('header.signedInAs', { username: user.username })}
            </span>
          </div>
          <ul className="dropdown-list">
            <li>
              <Link className="dropdown-item" to="/profile" onClick={close}>
                {t('header.profile')}
              </Link>
            </li>
            <li>
              <Link className="dropdown-item" to="/settings" onClick={close}>
                {t('header.settings')}
              </Link>
            </li>
            {showCompanyDetails ? (
              <li>
                <Link className="dropdown-item" to="/profile/company-details" onClick={close}>
                  {t('header.companyDetails')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link className="dropdown-item" to="/dashboard/c/billing" onClick={close}>
                {t('header.billing')}
              </Link>
            </li>
            <li role="separator" className="dropdown-separator" />
            <li>
              <button
                type="button"
                className="dropdown-item"
                onClick={() => void onLogout()}
                data-testid="logout"
              >
                {t('header.logout')}
              </button>
            </li>
          </ul>
        </>
      )}
    </Dropdown>
  );
}
