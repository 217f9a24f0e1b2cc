// The email-verification feature's public face: all that the app layer and other features may import.
export { VerifyEmailScreen } from './components/verify-email-screen.tsx';
export { EmailConfirmationReminder } from './components/email-confirmation-reminder.tsx';
