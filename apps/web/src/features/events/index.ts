// The events feature's public face: all that the app layer and other features may import.
export { eventDetailQueryOptions } from './api/get-event-detail.ts';
export { EventEditor, type EditorStep } from './components/event-editor.tsx';
export { EventPage } from './components/event-page.tsx';
export { editorSteps } from './components/event-steps.tsx';
export { ManageEvents, manageTabs, type ManageTab } from './components/manage-events.tsx';
export { ProviderOnlyNotice } from './components/provider-only-notice.tsx';
