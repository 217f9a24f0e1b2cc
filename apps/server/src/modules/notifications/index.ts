/** The notifications module's public face: all that code outside modules/notifications/ may import. */
export { notificationsActions } from './notifications.actions.ts';
export { notificationsJobs } from './notifications.jobs.ts';
export { notificationsSubscribers } from './notifications.subscribers.ts';
export { publishUnreadCounts, storeNotification } from './store-notification.ts';
