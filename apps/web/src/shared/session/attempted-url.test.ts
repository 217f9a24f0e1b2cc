import { describe, expect, it } from 'vitest';
import { forgetAttemptedUrl, rememberAttemptedUrl, takeAttemptedUrl } from './attempted-url.ts';

describe('attempted URL', () => {
  it('returns a same-app path once, never an outside address', () => {
    rememberAttemptedUrl('/dashboard?tab=2');
    expect(takeAttemptedUrl()).toBe('/dashboard?tab=2');
    expect(takeAttemptedUrl()).toBeNull();
    rememberAttemptedUrl('//elsewhere.example/');
    expect(takeAttemptedUrl()).toBeNull();
  });

  it('once the session ended, a page drawn before the full load does not store its address again', () => {
    rememberAttemptedUrl('/dashboard');
    forgetAttemptedUrl();
    rememberAttemptedUrl('/dashboard?from=login');
    expect(takeAttemptedUrl()).toBeNull();
  });
});
