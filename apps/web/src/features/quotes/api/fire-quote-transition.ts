import { useMutation } from '@tanstack/react-query';
import type { ActionRequest, ActionResponse } from '@app/contracts/registry';
import { callActionOrThrow } from '../../../lib/api-client.ts';
import { useAfterQuoteChange } from './use-after-quote-change.ts';

export type QuoteTransitionName = ActionRequest<'quotetransition'>['transition'];

export interface QuoteTransitionInput {
  id: number;
  transition: QuoteTransitionName;
  /** Which proposed date an accept books; the other transitions have none. */
  dateIndex?: number;
}

export function fireQuoteTransition(
  input: QuoteTransitionInput,
): Promise<ActionResponse<'quotetransition'>> {
  return callActionOrThrow('quotetransition', { ...input, dateIndex: input.dateIndex ?? 0 });
}

/**
 * Shortlists, unshortlists, accepts or withdraws a quote; the quote lists, the counts and the
 * page (an accept closes the requirement and books) follow.
 */
export function useQuoteTransition(onChanged?: () => Promise<unknown>) {
  const afterChange = useAfterQuoteChange(onChanged);
  return useMutation({ mutationFn: fireQuoteTransition, onSuccess: () => afterChange() });
}
