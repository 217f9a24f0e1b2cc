import type { JobDefinition } from '../lib/job-queue.ts';
import type { Subscriber } from '../shared/domain-events.ts';
import { auditLogJobs } from '../modules/audit-log/audit-log.jobs.ts';
import { bookingsJobs } from '../modules/bookings/bookings.jobs.ts';
import { bookingsSubscribers } from '../modules/bookings/bookings.subscribers.ts';
import { invoicesJobs } from '../modules/invoices/invoices.jobs.ts';
import { invoicesSubscribers } from '../modules/invoices/invoices.subscribers.ts';
import { messagesJobs } from '../modules/messages/messages.jobs.ts';
import { messagesSubscribers } from '../modules/messages/messages.subscribers.ts';
import { notificationsJobs } from '../modules/notifications/notifications.jobs.ts';
import { notificationsSubscribers } from '../modules/notifications/notifications.subscribers.ts';
import { privacyJobs } from '../modules/privacy/privacy.jobs.ts';
import { siteJobs } from '../modules/site/site.jobs.ts';
import { purchaseOrdersJobs } from '../modules/purchase-orders/purchase-orders.jobs.ts';
import { purchaseOrdersSubscribers } from '../modules/purchase-orders/purchase-orders.subscribers.ts';
import { quotesJobs } from '../modules/quotes/quotes.jobs.ts';
import { quotesSubscribers } from '../modules/quotes/quotes.subscribers.ts';
import { reviewsSubscribers } from '../modules/reviews/reviews.subscribers.ts';
import { assessmentsJobs } from '../modules/training-assessments/assessments.jobs.ts';
import { assessmentsSubscribers } from '../modules/training-assessments/assessments.subscribers.ts';

/** Every module's reactions to domain events; each runs as a job of its own. */
export const subscribers: readonly Subscriber[] = [
  ...messagesSubscribers,
  ...notificationsSubscribers,
  ...bookingsSubscribers,
  ...quotesSubscribers,
  ...reviewsSubscribers,
  ...assessmentsSubscribers,
  ...purchaseOrdersSubscribers,
  ...invoicesSubscribers,
];

/** Every module's other jobs (delayed e-mails, reminders, expiries). */
export const jobDefinitions: readonly JobDefinition[] = [
  ...auditLogJobs,
  ...messagesJobs,
  ...notificationsJobs,
  ...bookingsJobs,
  ...quotesJobs,
  ...assessmentsJobs,
  ...purchaseOrdersJobs,
  ...invoicesJobs,
  ...privacyJobs,
  ...siteJobs,
];
