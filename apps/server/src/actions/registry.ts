import { accountActions } from '../modules/accounts/accounts.actions.ts';
import { auditLogActions } from '../modules/audit-log/audit-log.actions.ts';
import { privacyActions } from '../modules/privacy/privacy.actions.ts';
import { twoFactorActions } from '../modules/two-factor/two-factor.actions.ts';
import { searchActions } from '../modules/search/search.actions.ts';
import { settingsActions } from '../modules/settings/settings.actions.ts';
import { siteActions } from '../modules/site/site.actions.ts';
import { companyActions } from '../modules/companies/companies.actions.ts';
import { companyHomeActions } from '../modules/company-home/company-home.actions.ts';
import { companyScheduleActions } from '../modules/company-schedule/company-schedule.actions.ts';
import { assessmentActions } from '../modules/training-assessments/assessments.actions.ts';
import { companyPeopleActions } from '../modules/company-people/company-people.actions.ts';
import { profileActions } from '../modules/profile/profile.actions.ts';
import { favouritesActions } from '../modules/favourites/favourites.actions.ts';
import { homeActions } from '../modules/home/home.actions.ts';
import { requirementActions } from '../modules/requirements/requirements.actions.ts';
import { eventActions } from '../modules/events/events.actions.ts';
import { topicActions } from '../modules/topics/topics.actions.ts';
import { messagesActions } from '../modules/messages/messages.actions.ts';
import { notificationsActions } from '../modules/notifications/notifications.actions.ts';
import { bookingActions } from '../modules/bookings/bookings.actions.ts';
import { quoteActions } from '../modules/quotes/quotes.actions.ts';
import { reviewActions } from '../modules/reviews/reviews.actions.ts';
import { feeApprovalActions } from '../modules/fee-approval/fee-approval.actions.ts';
import { billingActions } from '../modules/billing/billing.actions.ts';
import { purchaseOrderActions } from '../modules/purchase-orders/purchase-orders.actions.ts';
import { invoiceActions } from '../modules/invoices/invoices.actions.ts';
import { revenueActions } from '../modules/revenue/revenue.actions.ts';
import { spendingActions } from '../modules/spending/spending.actions.ts';
import type { ServerAction } from './define.ts';

/** Every action the server implements; each module contributes its list. */
export const serverActions: readonly ServerAction[] = [
  ...accountActions,
  ...auditLogActions,
  ...twoFactorActions,
  ...privacyActions,
  ...searchActions,
  ...settingsActions,
  ...siteActions,
  ...companyActions,
  ...companyHomeActions,
  ...companyScheduleActions,
  ...assessmentActions,
  ...companyPeopleActions,
  ...profileActions,
  ...favouritesActions,
  ...homeActions,
  ...requirementActions,
  ...eventActions,
  ...topicActions,
  ...messagesActions,
  ...notificationsActions,
  ...bookingActions,
  ...quoteActions,
  ...reviewActions,
  ...feeApprovalActions,
  ...billingActions,
  ...purchaseOrderActions,
  ...invoiceActions,
  ...revenueActions,
  ...spendingActions,
];
