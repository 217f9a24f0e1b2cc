import { useMutation } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export function exportCompanyPeople(): Promise<ActionResponse<'exportcompanypeople'>> {
  return callActionOrThrow('exportcompanypeople', {});
}

/** The people as CSV text (the caller saves it as a file). */
export function useExportCompanyPeople() {
  return useMutation({ mutationFn: exportCompanyPeople });
}
