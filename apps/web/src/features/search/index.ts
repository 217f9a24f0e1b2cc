// The search feature's public face: all that the app layer and other features may import.
export { EventSearch } from './components/event-search.tsx';
export { RequirementSearch } from './components/requirement-search.tsx';
export { SearchBox } from './components/search-box.tsx';
export { SearchTabs } from './components/search-tabs.tsx';
export { TopicSearch } from './components/topic-search.tsx';
export { TrainerSearch } from './components/trainer-search.tsx';
export { useSearchTabs } from './hooks/use-search-tabs.ts';
export { useSearchPageTitle } from './hooks/use-search-title.ts';
