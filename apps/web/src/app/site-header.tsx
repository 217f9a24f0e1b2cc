import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAppConfig } from '../lib/app-config.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { Header } from '../components/layouts/header.tsx';
import { Logo } from '../components/ui/logo.tsx';
import type { Session } from '../shared/session/use-session.ts';
import { AuthButtons } from '../features/auth/index.ts';
import { SearchBox } from '../features/search/index.ts';
import { LanguageSelector } from '../features/language/index.ts';

// A chunk of its own that a visitor's page never loads (signed-in-chrome.tsx).
const SignedInHeaderActions = lazy(async () => ({
  default: (await import('./signed-in-chrome.tsx')).SignedInHeaderActions,
}));

/** Logged out: logo, search, language, log in, sign up. Logged in: search and the user's panels. */
export function SiteHeader({ session, menuToggle }: { session: Session; menuToggle: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { productName } = getAppConfig();
  const user = session.user;
  return (
    <Header
      menuToggle={menuToggle}
      brand={
        <Link to="/" aria-label={t('header.home')} data-testid="header-logo">
          <Logo productName={productName} />
        </Link>
      }
      search={<SearchBox variant="header" testId="header-search" />}
      actions={
        user ? (
          <Suspense fallback={null}>
            <SignedInHeaderActions user={user} />
          </Suspense>
        ) : (
          <>
            <LanguageSelector current={language} />
            <AuthButtons />
          </>
        )
      }
    />
  );
}
