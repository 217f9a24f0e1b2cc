import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import {
  clearCachedUserDetails,
  userDetailsQueryKey,
} from '../../features/auth/api/get-user-details.ts';
import { forgetAttemptedUrl } from '../../features/auth/hooks/attempted-url.ts';
import { SettingsScreen } from '../../features/settings/components/settings-screen.tsx';

/** `/settings`: every card of the spec's settings screen, plus the signed-in sessions. */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.settings'));
  const language = useLanguage();
  const queryClient = useQueryClient();
  const homeHref = useHref('/');

  // After deactivation the server has ended the session: forget the user as logout does.
  const onDeactivated = () => {
    clearCachedUserDetails();
    forgetAttemptedUrl();
    queryClient.clear();
    window.location.assign(homeHref);
  };

  return (
    <div className="container page">
      <SettingsScreen
        language={language}
        onAccountChanged={() =>
          void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey })
        }
        onDeactivated={onDeactivated}
      />
    </div>
  );
}
