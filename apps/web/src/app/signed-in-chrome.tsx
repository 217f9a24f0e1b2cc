import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { FullscreenToggle } from '../components/ui/fullscreen-toggle.tsx';
import { useLanguage } from '../hooks/use-language.ts';
import type { Session } from '../shared/session/use-session.ts';
import { ProfileMenu } from '../features/auth/index.ts';
import { LanguageSelector } from '../features/language/index.ts';
import { MessagesMenu } from '../features/messages/index.ts';
import { SideMenu } from '../features/navigation/index.ts';
import {
  NotificationsMenu,
  useAwaitingBookings,
  useAwaitingCompanyApprovals,
} from '../features/notifications/index.ts';

/**
 * The shell's signed-in parts: the header's panels and the side menu with its counts. A chunk of
 * its own (site-header.tsx and root-layout.tsx load it lazily, main.tsx as soon as the page says a
 * session came with it), so that a visitor's first page does not carry them (issue 35).
 */
export function SignedInHeaderActions({ user }: { user: NonNullable<Session['user']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const homeHref = useHref('/');
  return (
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
  );
}

/** The side menu of a signed-in user, with the counts of what waits for them. */
export function SignedInSideMenu({
  session,
  variant,
}: {
  session: Session;
  variant: ComponentProps<typeof SideMenu>['variant'];
}) {
  const awaitingBookings = useAwaitingBookings();
  const isCompanyAdmin = session.company?.userRole === 1;
  const awaitingApprovals = useAwaitingCompanyApprovals(isCompanyAdmin);
  return (
    <SideMenu
      variant={variant}
      platformRole={session.user?.platformRole}
      // The company flag wins over the SME flag (route table, "dashboard").
      dashboardKind={session.isCompanyUser ? 'company' : 'sme'}
      isCompanyAdmin={isCompanyAdmin}
      isProvider={session.user?.serviceType === 'provider'}
      isCompanyUser={session.isCompanyUser || session.isSmeUser}
      counts={{
        // A provider's requests to answer are under Bookings (first on that page).
        '/mybooking': awaitingBookings,
        '/dashboard/c/feeapproval': awaitingApprovals,
      }}
    />
  );
}
