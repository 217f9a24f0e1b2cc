import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useAuthDialog } from '../../features/auth/hooks/auth-dialog-context.ts';
import { FavouriteToggle } from '../../features/favourites/components/favourite-toggle.tsx';
import { EventSearch } from '../../features/search/components/event-search.tsx';
import { RequirementSearch } from '../../features/search/components/requirement-search.tsx';
import { SearchTabs } from '../../features/search/components/search-tabs.tsx';
import { TopicSearch } from '../../features/search/components/topic-search.tsx';
import { TrainerSearch } from '../../features/search/components/trainer-search.tsx';
import { useSearchPageTitle } from '../../features/search/hooks/use-search-title.ts';
import { useSearchTabs } from '../../features/search/hooks/use-search-tabs.ts';

/**
 * `/search?topic=…`: what the text finds, in tabs (topics, trainers, events, requirements) once
 * there is a text; the topics carry the favourite toggle on every card.
 */
export function SearchPage() {
  const shown = useSearchTabs();
  usePageTitle(useSearchPageTitle(shown.tab));
  const session = useSession();
  const { open } = useAuthDialog();
  const tabs =
    shown.text === '' ? undefined : (
      <SearchTabs text={shown.text} tab={shown.tab} counts={shown.counts} />
    );
  switch (shown.tab) {
    case 'trainers':
      return <TrainerSearch tabs={tabs} />;
    case 'events':
      return <EventSearch tabs={tabs} />;
    case 'requirements':
      return <RequirementSearch tabs={tabs} />;
    case 'topics':
      return (
        <TopicSearch
          viewerId={session.user?.userId ?? null}
          isViewerKnown={!session.isChecking}
          tabs={tabs}
          isChoosing={shown.isChoosing}
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
}
