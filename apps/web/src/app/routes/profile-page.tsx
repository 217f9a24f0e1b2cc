import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { sessionKeys } from '../../shared/session/session-keys.ts';
import { ProfileEditor } from '../../features/profile/components/profile-editor.tsx';

/** `/profile` and `/trainerprofile`: the signed-in user's own profile editor. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.myProfile'));
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  return (
    <div className="container page">
      <ProfileEditor
        focusItem={hash ? decodeURIComponent(hash.slice(1)) : undefined}
        // The header shows the name and the 90 px picture from the user details.
        onProfileChanged={() =>
          void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
        }
      />
    </div>
  );
}
