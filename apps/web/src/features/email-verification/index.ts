// The email-verification feature's public face: all that the app layer and other features may import.
export { VerifyEmailScreen } from './components/verify-email-screen.tsx';
