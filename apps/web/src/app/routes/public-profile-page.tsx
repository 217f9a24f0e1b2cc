import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import {
  publicProfileQueryOptions,
  PublicProfile,
  useProfileListings,
  ProfileListings,
} from '../../features/profile/index.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useAuthDialog } from '../../features/auth/index.ts';
import { FavouriteToggle } from '../../features/favourites/index.ts';
import { SendMessageButton } from '../../features/messages/index.ts';
import { ReportContentButton } from '../../features/site/index.ts';
import { StarRating } from '../../components/catalogue/star-rating.tsx';
import { isProfileCandidate } from '../route-rules.ts';
import { ListingQueryStates, throwServerFaults } from './listing-query-states.tsx';
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
    throwOnError: throwServerFaults,
  });
  const session = useSession();
  const { open } = useAuthDialog();
  // Asked together with the profile; the key keeps viewers' favourites apart.
  const listings = useProfileListings(username, session.user?.userId ?? null);
  const rating = listings.data;
  usePageTitle(t('titles.profile', { username: query.data?.username ?? username }));
  return (
    <ListingQueryStates query={query}>
      {(profile) => (
        <PublicProfile
          profile={profile}
          language={language}
          contact={
            <>
              <SendMessageButton
                userId={profile.userId}
                onRequireLogin={() => open('login')}
                className="btn btn-primary"
              />
              <ReportContentButton kind="profile" id={profile.userId} ownerId={profile.userId} />
            </>
          }
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
      )}
    </ListingQueryStates>
  );
}
