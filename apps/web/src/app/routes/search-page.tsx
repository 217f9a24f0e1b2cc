import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useAuthDialog } from '../../features/auth/hooks/auth-dialog-context.ts';
import { FavouriteToggle } from '../../features/favourites/components/favourite-toggle.tsx';
import { TopicSearch } from '../../features/search/components/topic-search.tsx';
import { useSearchPageTitle } from '../../features/search/hooks/use-search-title.ts';

/** `/search?topic=…`: the topic search page, with the favourite toggle on every card. */
export function SearchPage() {
  usePageTitle(useSearchPageTitle('topics'));
  const session = useSession();
  const { open } = useAuthDialog();
  return (
    <TopicSearch
      viewerId={session.user?.userId ?? null}
      isViewerKnown={!session.isChecking}
      renderAction={(topic) => (
        <FavouriteToggle
          topicId={topic.id}
          topicTitle={topic.topic}
          isFavourite={topic.isFavourite}
          onRequireLogin={() => open('login')}
        />
      )}
    />
  );
}
