import { describe, expect, it } from 'vitest';
import { describeUserAgent, formatRelativeTime } from './describe-session.ts';

describe('describeUserAgent', () => {
  it('names the browser and system of common user agents', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      ),
    ).toEqual({ browser: 'Firefox', system: 'Linux' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Android' });
  });

  it('takes headless Chrome for Chrome', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Linux' });
  });

  it('says nothing it cannot tell', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null });
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('uses the largest whole unit, in the language', () => {
    expect(formatRelativeTime('2026-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-03-10T11:59:40Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', 'it', now)).toBe('5 minuti fa');
  });
});
