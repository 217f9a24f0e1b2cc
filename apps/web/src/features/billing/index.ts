// The billing feature's public face: all that the app layer and other features may import.
export { BillingScreen } from './components/billing-screen.tsx';
export { BillingDetailsCard } from './components/billing-details-card.tsx';
export { useBillingDetails } from './api/get-billing-details.ts';
export { BillingDetailsPrompt } from './components/billing-details-prompt.tsx';
export { TrialEndedNotice } from './components/trial-ended-notice.tsx';
