// The notifications feature's public face: all that the app layer and other features may import.
export { NotificationsMenu } from './components/notifications-menu.tsx';
export { NotificationsScreen } from './components/notifications-screen.tsx';
export {
  awaitingBookingsQueryOptions,
  useAwaitingBookings,
  useAwaitingCompanyApprovals,
} from './api/get-awaiting-bookings.ts';
export { useRefreshCounts, useUnreadCounts } from './api/get-counts.ts';
export { reviewsToWriteQueryOptions } from './api/get-reviews-to-write.ts';
export { trainingsToCloseQueryOptions } from './api/get-trainings-to-close.ts';
export { CountBadge } from './components/count-badge.tsx';
