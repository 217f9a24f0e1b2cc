// The training-assessment feature's public face: all that the app layer and other features may import.
export { AssessmentScreen } from './components/assessment-screen.tsx';
export { PublicAssessmentScreen } from './components/public-assessment-screen.tsx';
