import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLayout } from '../components/layouts/page-layout.tsx';
import { Footer } from '../components/layouts/footer.tsx';
import { BackToTop } from '../components/ui/back-to-top.tsx';
import { useSession } from '../shared/session/use-session.ts';
import { AuthDialogProvider } from '../features/auth/index.ts';
import { CookieBannerSlot } from '../features/cookie-consent/index.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SiteHeader } from './site-header.tsx';

// A chunk of its own that a visitor's page never loads (signed-in-chrome.tsx).
const SignedInSideMenu = lazy(async () => ({
  default: (await import('./signed-in-chrome.tsx')).SignedInSideMenu,
}));

/** Whether the path is `root` or below it (`/dashboard`, `/admin` for the operator console). */
const isUnder = (pathname: string, root: string) =>
  pathname === root || pathname.startsWith(`${root}/`);

/**
 * The shell around every page. The dashboard layout (admin side menu) is only for company or SME
 * users on /dashboard paths; everyone else gets the standard layout.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const platformRole = session.user?.platformRole;
  const isConsole = isUnder(pathname, '/admin') && !!platformRole;
  const variant =
    isConsole || (isUnder(pathname, '/dashboard') && (session.isCompanyUser || session.isSmeUser))
      ? 'dashboard'
      : 'standard';
  const sideMenu = session.isLoggedIn ? (
    <Suspense fallback={null}>
      <SignedInSideMenu
        session={session}
        variant={isConsole ? 'console' : variant === 'dashboard' ? 'admin' : 'standard'}
      />
    </Suspense>
  ) : null;

  return (
    <AuthDialogProvider>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <PageLayout
        variant={variant}
        renderHeader={(menuToggle) => <SiteHeader session={session} menuToggle={menuToggle} />}
        sideMenu={sideMenu}
        sideMenuLabel={t('nav.title')}
        menuLabels={{ open: t('nav.open'), close: t('nav.close') }}
        footer={<Footer />}
      >
        <Outlet />
      </PageLayout>
      <BackToTop label={t('footer.backToTop')} />
      <CookieBannerSlot />
      <ScrollRestoration />
    </AuthDialogProvider>
  );
}
