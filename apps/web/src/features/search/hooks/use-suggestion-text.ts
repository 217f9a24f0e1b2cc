import { useEffect, useState } from 'react';
import { limits } from '@app/contracts/validation';

export const suggestionDelayMs = 500;

/** Suggestions only for a trimmed text longer than 2 characters. */
export function shouldSuggest(text: string): boolean {
  return text.trim().length >= limits.searchMinLength;
}

/** A value that follows `value` only after it has stayed unchanged for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The text to ask suggestions for: the typed text after 500 ms of quiet, or '' when too short. */
export function useSuggestionText(typed: string): string {
  const debounced = useDebouncedValue(typed.trim(), suggestionDelayMs);
  return shouldSuggest(typed) && shouldSuggest(debounced) ? debounced : '';
}
