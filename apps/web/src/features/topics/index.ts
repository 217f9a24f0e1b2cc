// The topics feature's public face: all that the app layer and other features may import.
export { topicDetailQueryOptions } from './api/get-topic-detail.ts';
export { ManageTopics } from './components/manage-topics.tsx';
export { OwnerBar } from './components/owner-bar.tsx';
export { SeekerNotice } from './components/seeker-notice.tsx';
export { TopicOverview } from './components/topic-overview.tsx';
export { TopicView } from './components/topic-view.tsx';
export { TopicWizard } from './components/topic-wizard.tsx';
