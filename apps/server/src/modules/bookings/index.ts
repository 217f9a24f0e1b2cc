/** The bookings module's public face: all that code outside modules/bookings/ may import. */
export { insertCreation } from './booking-creation.repository.ts';
export { createBooking, participantsOf, priceColumnsOf } from './booking-creation.ts';
export { jobNames as bookingJobNames } from './booking-machine.ts';
export { bookingActions } from './bookings.actions.ts';
export { cancelOpenBookingsOf } from './booking-transitions.service.ts';
export { bookingsJobs } from './bookings.jobs.ts';
export { bookingsSubscribers } from './bookings.subscribers.ts';
export { sessionsColumn } from './booking-sessions.repository.ts';
