import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { NetworkError } from '../../lib/api-client.ts';
import { searchSuggestionsQueryOptions } from '../../features/search/api/get-search-suggestions.ts';
import { PublicProfileCard } from '../../features/profile/components/public-profile-card.tsx';
import { isProfileCandidate } from '../route-rules.ts';
import { Loading } from './loading.tsx';
import { UnknownPath } from './unknown-path.tsx';

/**
 * `/{username}`, matched after every fixed route. No profile action exists yet, so the page shows
 * only what the search answers for an exact username; anything else is not found.
 */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  const isCandidate = isProfileCandidate(username);
  if (!isCandidate) return <UnknownPath />;
  return <ProfileLookup username={username} />;
}

function ProfileLookup({ username }: { username: string }) {
  const { t } = useTranslation();
  usePageTitle(t('titles.profile', { username }));
  const query = useQuery({
    ...searchSuggestionsQueryOptions(username),
    // A server fault is shown by the route's error page; a lost connection keeps retrying.
    throwOnError: (error) => !(error instanceof NetworkError),
  });
  if (query.isPending) return <Loading label={t('app.loading')} />;
  const match = query.data?.user.find(
    (user) => user.username.toLowerCase() === username.toLowerCase(),
  );
  if (!match) return <UnknownPath />;
  return (
    <div className="container page">
      <PublicProfileCard username={match.username} displayName={match.name || match.username} />
    </div>
  );
}
