import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PlatformRole } from '@app/contracts/access';
import {
  consoleEntriesFor,
  dashboardEntriesFor,
  isCurrentEntry,
  standardEntriesFor,
  type DashboardKind,
} from './side-menu-entries.ts';
import './side-menu.css';

interface SideMenuProps {
  /** `console`: the operator console's menu, for the caller's platform role. */
  variant: 'standard' | 'admin' | 'console';
  /** The dashboard menu's kind: a company's, or an SME's (with its Beta badge). */
  dashboardKind?: DashboardKind;
  /** Company admins (userRole 1) also get "User roles", "Add topic" and the locations. */
  isCompanyAdmin?: boolean;
  /** Counts shown beside entries, by path (what waits for the user there). */
  counts?: Readonly<Record<string, number>>;
  /** The standard menu's listings, revenue and orders are for those who offer training. */
  isProvider?: boolean;
  /** A company's or SME's people also reach its trainers from the standard menu. */
  isCompanyUser?: boolean;
  /** The caller's role in running the marketplace: the console's entries, and the way to it. */
  platformRole?: PlatformRole | null;
}

export function SideMenu({
  variant,
  dashboardKind = 'company',
  isCompanyAdmin = false,
  counts = {},
  isProvider = false,
  isCompanyUser = false,
  platformRole = null,
}: SideMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const entries =
    variant === 'console' && platformRole
      ? consoleEntriesFor(platformRole)
      : variant === 'admin'
        ? dashboardEntriesFor(dashboardKind, isCompanyAdmin)
        : standardEntriesFor({ isProvider, isCompanyUser });
  return (
    <nav
      className={`side-menu side-menu-${variant}`}
      aria-label={t('nav.title')}
      data-variant={variant}
      data-kind={variant === 'admin' ? dashboardKind : undefined}
    >
      {variant === 'standard' ? null : (
        <p className="side-menu-title" data-testid="side-menu-title">
          {variant === 'console'
            ? t('nav.console.title')
            : dashboardKind === 'sme'
              ? t('dashboard.kinds.sme')
              : t('nav.admin.title')}
          {variant === 'admin' && dashboardKind === 'sme' ? (
            <span className="beta-badge side-menu-beta">{t('dashboard.beta')}</span>
          ) : null}
        </p>
      )}
      <ul className="side-menu-list">
        {entries.map((entry) => {
          const count = counts[entry.path] ?? 0;
          const isCurrent = isCurrentEntry(entry.path, location);
          return (
            <li key={entry.key}>
              <Link
                to={entry.path}
                className={isCurrent ? 'side-menu-link active' : 'side-menu-link'}
                aria-current={isCurrent ? 'page' : undefined}
              >
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
