// The reviews feature's public face: all that the app layer and other features may import.
export { AttendedTrainings } from './components/attended-trainings.tsx';
export { ReviewsScreen } from './components/reviews-screen.tsx';
