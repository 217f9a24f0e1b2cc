import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { forgetSession } from '../../shared/session/forget-session.ts';
import { sessionKeys } from '../../shared/session/session-keys.ts';
import { SettingsScreen } from '../../features/settings/index.ts';

/** `/settings`: every card of the product's settings screen, plus the signed-in sessions. */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.settings'));
  const language = useLanguage();
  const queryClient = useQueryClient();
  const homeHref = useHref('/');

  // After deactivation the server has ended the session: forget the user as logout does.
  const onDeactivated = () => {
    forgetSession(queryClient);
    window.location.assign(homeHref);
  };

  return (
    <div className="container page">
      <SettingsScreen
        language={language}
        onAccountChanged={() =>
          void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
        }
        onDeactivated={onDeactivated}
      />
    </div>
  );
}
