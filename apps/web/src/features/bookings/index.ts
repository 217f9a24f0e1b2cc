// The bookings feature's public face: all that the app layer and other features may import.
export { bookingKeys } from './api/booking-keys.ts';
export type { BookingSide } from './api/get-my-bookings.ts';
export { BookingScreen } from './components/booking-screen.tsx';
export { EventApprovalScreen } from './components/event-approval-screen.tsx';
export { EventSeats } from './components/event-seats.tsx';
export { MyBookingsScreen } from './components/my-bookings-screen.tsx';
export { RequestBookingButton } from './components/request-booking-button.tsx';
export { VatRateForm } from './components/vat-rate-form.tsx';
