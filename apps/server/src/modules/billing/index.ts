/** The billing module's public face: all that code outside modules/billing/ may import. */
export { billingPartyOf, findBillingDetails } from './billing-details.repository.ts';
export { billingActions } from './billing.actions.ts';
export { assertMayApproveMoney, assertMayCommitMoney } from './subscription.ts';
export { isCompanyBillingComplete } from './billing.service.ts';
export { billingJobs } from './billing.jobs.ts';
export { trialJobNames } from './trial-reminders.ts';
export {
  closePlanRequests,
  insertSubscription,
  lockPlanRequest,
  selectPlanRequestsForOperators,
  setPlanRequestInvoice,
} from './plan-requests.repository.ts';
