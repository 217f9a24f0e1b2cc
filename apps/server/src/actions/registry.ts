import { platformStaffActions } from '../modules/platform-staff/index.ts';
import { suspensionsActions } from '../modules/suspensions/index.ts';
import { accountActions } from '../modules/accounts/index.ts';
import { auditLogActions } from '../modules/audit-log/index.ts';
import { privacyActions } from '../modules/privacy/index.ts';
import { twoFactorActions } from '../modules/two-factor/index.ts';
import { searchActions } from '../modules/search/index.ts';
import { settingsActions } from '../modules/settings/index.ts';
import { reportQueueActions, siteActions } from '../modules/site/index.ts';
import { moderationActions } from '../modules/moderation/index.ts';
import { figuresActions } from '../modules/figures/index.ts';
import { peopleRecordsActions } from '../modules/people-records/index.ts';
import { planSalesActions } from '../modules/plan-sales/index.ts';
import { companyActions } from '../modules/companies/index.ts';
import { companyHomeActions } from '../modules/company-home/index.ts';
import { companyScheduleActions } from '../modules/company-schedule/index.ts';
import { assessmentActions } from '../modules/training-assessments/index.ts';
import { companyPeopleActions } from '../modules/company-people/index.ts';
import { profileActions } from '../modules/profile/index.ts';
import { favouritesActions } from '../modules/favourites/index.ts';
import { homeActions } from '../modules/home/index.ts';
import { requirementActions } from '../modules/requirements/index.ts';
import { eventActions } from '../modules/events/index.ts';
import { topicActions } from '../modules/topics/index.ts';
import { messagesActions } from '../modules/messages/index.ts';
import { notificationsActions } from '../modules/notifications/index.ts';
import { bookingActions } from '../modules/bookings/index.ts';
import { quoteActions } from '../modules/quotes/index.ts';
import { reviewActions } from '../modules/reviews/index.ts';
import { feeApprovalActions } from '../modules/fee-approval/index.ts';
import { billingActions } from '../modules/billing/index.ts';
import { purchaseOrderActions } from '../modules/purchase-orders/index.ts';
import { invoiceActions } from '../modules/invoices/index.ts';
import { revenueActions } from '../modules/revenue/index.ts';
import { spendingActions } from '../modules/spending/index.ts';
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
  ...reportQueueActions,
  ...moderationActions,
  ...figuresActions,
  ...peopleRecordsActions,
  ...planSalesActions,
  ...companyActions,
  ...companyHomeActions,
  ...companyScheduleActions,
  ...assessmentActions,
  ...companyPeopleActions,
  ...platformStaffActions,
  ...suspensionsActions,
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
