import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { adminEntries, standardEntries } from './side-menu-entries.ts';
import './side-menu.css';

interface SideMenuProps {
  variant: 'standard' | 'admin';
  /**
   * Company admins also get "User roles" and "Add topic". The company's userRole is not available
   * yet (it arrives with the company-details call), so every company user counts as admin for now.
   */
  isCompanyAdmin?: boolean;
  /** Counts shown beside entries, by path (what waits for the user there). */
  counts?: Readonly<Record<string, number>>;
}

export function SideMenu({ variant, isCompanyAdmin = false, counts = {} }: SideMenuProps) {
  const { t } = useTranslation();
  const entries =
    variant === 'admin'
      ? adminEntries.filter((entry) => !entry.adminOnly || isCompanyAdmin)
      : standardEntries;
  return (
    <nav
      className={`side-menu side-menu-${variant}`}
      aria-label={t('nav.title')}
      data-variant={variant}
    >
      {variant === 'admin' ? <p className="side-menu-title">{t('nav.admin.title')}</p> : null}
      <ul className="side-menu-list">
        {entries.map((entry) => {
          const count = counts[entry.path] ?? 0;
          return (
            <li key={entry.key}>
              <NavLink to={entry.path} end className="side-menu-link">
                {t(entry.key)}
                {count > 0 ? (
                  <>
                    <span
                      className="side-menu-count"
                      aria-hidden="true"
                      data-testid="side-menu-count"
                    >
                      {count > 99 ? '99+' : count}
                    </span>
                    <span className="visually-hidden">, {t('nav.awaiting', { count })}</span>
                  </>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
