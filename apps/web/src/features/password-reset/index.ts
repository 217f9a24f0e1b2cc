// The password-reset feature's public face: all that the app layer and other features may import.
export { ForgotPasswordForm } from './components/forgot-password-form.tsx';
export { ResetPasswordForm } from './components/reset-password-form.tsx';
