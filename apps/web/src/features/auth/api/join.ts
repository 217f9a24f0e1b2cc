import { useMutation } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callAction } from '../../../lib/api-client.ts';

export type JoinInput = ActionInput<'join'>;

export const join = (input: JoinInput) => callAction('join', input);

export function useJoin() {
  return useMutation({ mutationFn: join });
}
