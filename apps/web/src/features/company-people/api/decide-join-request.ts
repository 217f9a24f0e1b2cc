import { useMutation } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterPeopleChange } from './use-after-people-change.ts';

export function decideJoinRequest(
  input: ActionInput<'decidejoinrequest'>,
): Promise<ActionResponse<'decidejoinrequest'>> {
  return callActionOrThrow('decidejoinrequest', input);
}

/** Accepts (the person joins the staff as Manager) or declines a request to join. */
export function useDecideJoinRequest() {
  const afterChange = useAfterPeopleChange();
  return useMutation({ mutationFn: decideJoinRequest, onSuccess: afterChange });
}
