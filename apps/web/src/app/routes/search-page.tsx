import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { useAuthDialog } from '../../features/auth/index.ts';
import { FavouriteToggle } from '../../features/favourites/index.ts';
import {
  EventSearch,
  RequirementSearch,
  SearchTabs,
  TopicSearch,
  TrainerSearch,
  useSearchPageTitle,
  useSearchTabs,
} from '../../features/search/index.ts';

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
