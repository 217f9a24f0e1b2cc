import { useMutation } from '@tanstack/react-query';
import { callAction } from '../../../lib/api-client.ts';

export const logout = () => callAction('logout', {});

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
