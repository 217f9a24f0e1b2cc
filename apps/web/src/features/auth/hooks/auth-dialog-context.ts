import { createContext, useContext } from 'react';

/** `register-trainer`: the sign-up form with "I offer training" chosen. */
export type AuthDialogMode = 'login' | 'register' | 'register-trainer' | 'success';

export interface AuthDialogState {
  mode: AuthDialogMode | null;
  open: (mode: AuthDialogMode) => void;
  /** The success dialog; without a message or title it says that the account was created. */
  showSuccess: (message?: string, title?: string) => void;
  close: () => void;
}

export const AuthDialogContext = createContext<AuthDialogState | null>(null);

export function useAuthDialog(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error('useAuthDialog needs an AuthDialogProvider');
  return state;
}
