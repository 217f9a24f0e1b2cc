import { useMutation } from '@tanstack/react-query';
import type { ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';

export function setVatRate(vatRate: number): Promise<ActionResponse<'setvatrate'>> {
  return callActionOrThrow('setvatrate', { vatRate });
}

/** Saves the provider's VAT rate (basis points); the page refreshes its profile through onDone. */
export function useSetVatRate(onDone?: () => Promise<unknown>) {
  return useMutation({ mutationFn: setVatRate, onSuccess: () => onDone?.() });
}
