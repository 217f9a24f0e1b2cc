import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import type { UserDetails } from '../../../shared/session/get-user-details.ts';
import { useMultiLocation } from '../../../shared/session/get-multi-location.ts';
import { useSignOut } from '../hooks/use-sign-out.ts';
import { CompanySwitcher } from './company-switcher.tsx';
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

/**
 * The profile dropdown: Profile, Account settings, Company details (company and SME users),
 * Billing, the company switcher of a multi-location super admin, and Logout.
 */
export function ProfileMenu({ user, homeHref }: { user: UserDetails; homeHref: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut(homeHref);
  const isCompanySide = user.companyuser || user.smeuser;
  const locations = useMultiLocation(isCompanySide).data ?? [];

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
          {isCompanySide && locations.length > 1 ? (
            <>
              <CompanySwitcher locations={locations} />
              <div role="separator" className="dropdown-separator" />
            </>
          ) : null}
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
            {isCompanySide ? (
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
          </ul>
          <div role="separator" className="dropdown-separator" />
          <ul className="dropdown-list">
            <li>
              <button
                type="button"
                className="dropdown-item"
                onClick={() => void signOut()}
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
