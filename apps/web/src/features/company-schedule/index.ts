// The company-schedule feature's public face: all that the app layer and other features may import.
export { ScheduleScreen } from './components/schedule-screen.tsx';
