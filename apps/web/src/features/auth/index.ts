// The auth feature's public face: all that the app layer and other features may import.
export { AuthButtons } from './components/auth-buttons.tsx';
export { AuthDialogProvider } from './components/auth-dialogs.tsx';
export { ProfileMenu, displayNameOf } from './components/profile-menu.tsx';
export { useAuthDialog } from './hooks/auth-dialog-context.ts';
