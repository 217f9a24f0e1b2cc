import { limits } from '@app/contracts/limits';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';

export const suggestionDelayMs = 500;

/** Suggestions only for a trimmed text longer than 2 characters. */
export function shouldSuggest(text: string): boolean {
  return text.trim().length >= limits.searchMinLength;
}

/** The text to ask suggestions for: the typed text after 500 ms of quiet, or '' when too short. */
export function useSuggestionText(typed: string): string {
  const debounced = useDebouncedValue(typed.trim(), suggestionDelayMs);
  return shouldSuggest(typed) && shouldSuggest(debounced) ? debounced : '';
}
