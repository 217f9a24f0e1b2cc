import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { sessionKeys } from '../../shared/session/session-keys.ts';
import { ProfileEditor, useMyProfile, profileKeys } from '../../features/profile/index.ts';
import { VatRateForm } from '../../features/bookings/index.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { BillingDetailsCard } from '../../features/billing/index.ts';

/** `/profile` and `/trainerprofile`: the signed-in user's own profile editor. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.myProfile'));
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const session = useSession();
  const profile = useMyProfile();
  return (
    <div className="container page">
      <ProfileEditor
        focusItem={hash ? decodeURIComponent(hash.slice(1)) : undefined}
        // The header shows the name and the 90 px picture from the user details.
        onProfileChanged={() =>
          void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
        }
      />
      {session.isProvider && profile.data ? (
        <VatRateForm
          vatRate={profile.data.vatRate}
          onSaved={() => queryClient.invalidateQueries({ queryKey: profileKeys.mine() })}
        />
      ) : null}
      <BillingDetailsCard
        target="mine"
        anchor="billing"
        onSaved={() => void queryClient.invalidateQueries({ queryKey: profileKeys.mine() })}
      />
    </div>
  );
}
