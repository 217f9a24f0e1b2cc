import { createContext, useContext } from 'react';

/**
 * `register-trainer`: the sign-up form with "I offer training" chosen; `register-company`: with
 * "for my company" chosen.
 */
export type AuthDialogMode =
  'login' | 'register' | 'register-trainer' | 'register-company' | 'success';

export interface AuthDialogState {
  mode: AuthDialogMode | null;
  open: (mode: AuthDialogMode) => void;
  /**
   * The success dialog; without a message or title it says that the account was created. With
   * `continueTo`, its button goes there (a new account continues to its dashboard).
   */
  showSuccess: (message?: string, title?: string, continueTo?: string) => void;
  close: () => void;
  /** Fetches the dialogs' code ahead of a likely open (a pointer or the focus on a button). */
  prefetch: () => void;
}

export const AuthDialogContext = createContext<AuthDialogState | null>(null);

export function useAuthDialog(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error('useAuthDialog needs an AuthDialogProvider');
  return state;
}
