import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref } from 'react-router';
import { getAppConfig } from '../lib/app-config.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { Header } from '../components/layouts/header.tsx';
import { Logo } from '../components/ui/logo.tsx';
import { FullscreenToggle } from '../components/ui/fullscreen-toggle.tsx';
import type { Session } from '../shared/session/use-session.ts';
import { AuthButtons, ProfileMenu } from '../features/auth/index.ts';
import { SearchBox } from '../features/search/index.ts';
import { LanguageSelector } from '../features/language/index.ts';
import { NotificationsMenu } from '../features/notifications/index.ts';
import { MessagesMenu } from '../features/messages/index.ts';

/** Logged out: logo, search, language, log in, sign up. Logged in: search and the user's panels. */
export function SiteHeader({ session, menuToggle }: { session: Session; menuToggle: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const homeHref = useHref('/');
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
          <>
            <FullscreenToggle
              enterLabel={t('header.fullscreenEnter')}
              exitLabel={t('header.fullscreenExit')}
            />
            <NotificationsMenu />
            <MessagesMenu />
            <LanguageSelector current={language} isSignedIn />
            <ProfileMenu user={user} homeHref={homeHref} />
          </>
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
