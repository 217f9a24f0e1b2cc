import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shouldSuggest, suggestionDelayMs, useSuggestionText } from './use-suggestion-text.ts';

describe('shouldSuggest', () => {
  it('needs a trimmed text longer than 2 characters', () => {
    expect(shouldSuggest('ab')).toBe(false);
    expect(shouldSuggest('  ab  ')).toBe(false);
    expect(shouldSuggest('abc')).toBe(true);
    expect(shouldSuggest(' a b ')).toBe(true);
  });
});

describe('useSuggestionText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the typed text only after 500 ms of quiet', () => {
    expect(suggestionDelayMs).toBe(500);
    const { result, rerender } = renderHook(({ text }) => useSuggestionText(text), {
      initialProps: { text: '' },
    });
    rerender({ text: 'mar' });
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    rerender({ text: 'mari' });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('mari');
  });

  it('never asks for 2 characters or fewer', () => {
    const { result, rerender } = renderHook(({ text }) => useSuggestionText(text), {
      initialProps: { text: 'ma' },
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current).toBe('');
    rerender({ text: 'mario' });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe('mario');
    rerender({ text: 'm ' });
    expect(result.current).toBe('');
  });
});
