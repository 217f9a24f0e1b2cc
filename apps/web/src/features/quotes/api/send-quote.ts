import { useMutation } from '@tanstack/react-query';
import type { ActionInput, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterQuoteChange } from './use-after-quote-change.ts';

export type SendQuoteInput = ActionInput<'sendquote'>;

export function sendQuote(input: SendQuoteInput): Promise<ActionResponse<'sendquote'>> {
  return callActionOrThrow('sendquote', input);
}

/** Sends a quote; the provider's own quotes, the counts and the page follow. */
export function useSendQuote(onChanged?: () => Promise<unknown>) {
  const afterChange = useAfterQuoteChange(onChanged);
  return useMutation({ mutationFn: sendQuote, onSuccess: () => afterChange() });
}
