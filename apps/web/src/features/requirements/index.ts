// The requirements feature's public face: all that the app layer and other features may import.
export type { RequirementStatus } from './api/get-my-requirements.ts';
export { requirementKeyOf, useRequirement } from './api/get-requirement.ts';
export { requirementKeys } from './api/requirement-keys.ts';
export { MyRequirements } from './components/my-requirements.tsx';
export { RequirementEditor } from './components/requirement-editor.tsx';
export { RequirementView, type RequirementNotice } from './components/requirement-view.tsx';
