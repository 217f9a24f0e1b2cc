// The fee-approval feature's public face: all that the app layer and other features may import.
export { FeeApprovalLink } from './components/fee-approval-link.tsx';
export { FeeApprovalScreen } from './components/fee-approval-screen.tsx';
export { BudgetSummary } from './components/budget-summary.tsx';
export { CompanyBookingOutcome, CompanyBudgetFields } from './components/company-budget-fields.tsx';
