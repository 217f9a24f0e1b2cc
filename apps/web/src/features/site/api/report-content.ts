import { useMutation } from '@tanstack/react-query';
import type { ActionInput } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

/** A signed-in person's report of something on the marketplace; the answer is its reference. */
export function useReportContent() {
  return useMutation({
    mutationFn: (input: ActionInput<'reportcontent'>) => callActionOrThrow('reportcontent', input),
  });
}
