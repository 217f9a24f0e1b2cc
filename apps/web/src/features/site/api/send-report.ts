import { useMutation } from '@tanstack/react-query';
import type { ActionRequest } from '@app/contracts/registry';
import { callAction } from '../../../lib/api-client.ts';

/** A report from a site page's form; the answer carries its reference (or a failure to show). */
export const sendReport = (report: ActionRequest<'sitereport'>) => callAction('sitereport', report);

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}
