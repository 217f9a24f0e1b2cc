import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { NetworkError } from '../../lib/api-client.ts';
import { publicProfileQueryOptions } from '../../features/profile/api/get-public-profile.ts';
import { PublicProfile } from '../../features/profile/components/public-profile.tsx';
import { useProfileListings } from '../../features/profile/api/get-profile-listings.ts';
import { ProfileListings } from '../../features/profile/components/profile-listings.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useAuthDialog } from '../../features/auth/hooks/auth-dialog-context.ts';
import { FavouriteToggle } from '../../features/favourites/components/favourite-toggle.tsx';
import { StarRating } from '../../components/catalogue/star-rating.tsx';
import { isProfileCandidate } from '../route-rules.ts';
import { Loading } from './loading.tsx';
import { UnknownPath } from './unknown-path.tsx';

const profileIdPattern = /^[1-9]\d{0,11}$/;

/** `/{username}` or `/{profileId}`, matched after every fixed route. */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  if (!isProfileCandidate(username) && !profileIdPattern.test(username)) return <UnknownPath />;
  return <ProfileLookup username={username} />;
}

function ProfileLookup({ username }: { username: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery({
    ...publicProfileQueryOptions(username),
    // A server fault is shown by the route's error page; a lost connection keeps retrying.
    throwOnError: (error) => !(error instanceof NetworkError),
  });
  const profile = query.data ?? null;
  const session = useSession();
  const { open } = useAuthDialog();
  // Asked together with the profile; the key keeps viewers' favourites apart.
  const listings = useProfileListings(username, session.user?.userId ?? null);
  const rating = listings.data;
  usePageTitle(t('titles.profile', { username: profile?.username ?? username }));
  if (query.isPending) return <Loading label={t('app.loading')} />;
  if (query.isError) {
    return (
      <div className="container page">
        <p className="alert alert-error" role="alert">
          {t('app.networkError')}
        </p>
      </div>
    );
  }
  if (!profile) return <UnknownPath />;
  return (
    <div className="container page">
      <PublicProfile
        profile={profile}
        language={language}
        rating={
          rating && rating.topicsTotal > 0 ? (
            <StarRating rating={rating.rating} reviewCount={rating.reviewCount} size={18} />
          ) : null
        }
      >
        <ProfileListings
          username={profile.username}
          listings={listings.data ?? undefined}
          loading={listings.isPending}
          failed={listings.isError}
          topicAction={(topic) => (
            <FavouriteToggle
              topicId={topic.id}
              topicTitle={topic.topic}
              isFavourite={topic.isFavourite}
              onRequireLogin={() => open('login')}
            />
          )}
        />
      </PublicProfile>
    </div>
  );
}
