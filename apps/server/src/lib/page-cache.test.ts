import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.ts';

interface Page {
  body: string;
  size: number;
}

/** A drawing the test finishes when it likes, counting how many were started. */
function drawings() {
  const started: Array<(body: string) => void> = [];
  const make = () =>
    new Promise<Page>((resolve) => {
      started.push((body) => resolve({ body, size: body.length }));
    });
  return { make, started };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const options = { freshMs: 1000, staleMs: 10_000, maxBytes: 1000 };

describe('the page cache', () => {
  it('draws a page once for everyone who asks while it is drawn', async () => {
    const cache = createPageCache<Page>(options);
    const { make, started } = drawings();
    const asked = Array.from({ length: 20 }, () => cache.get('/it/topic/x', make));
    expect(started).toHaveLength(1);
    started[0]!('first');
    const pages = await Promise.all(asked);
    expect(pages.every((page) => page.body === 'first')).toBe(true);
    // Fresh: served as it is, nothing drawn.
    vi.advanceTimersByTime(999);
    expect((await cache.get('/it/topic/x', make)).body).toBe('first');
    expect(started).toHaveLength(1);
  });

  it('serves the page it has while one request draws it again, then the new one', async () => {
    const cache = createPageCache<Page>(options);
    const { make, started } = drawings();
    const first = cache.get('/p', make);
    started[0]!('old');
    await first;
    vi.advanceTimersByTime(1500);
    expect((await cache.get('/p', make)).body).toBe('old');
    expect((await cache.get('/p', make)).body).toBe('old');
    expect(started).toHaveLength(2);
    started[1]!('new');
    await vi.waitFor(async () => expect((await cache.get('/p', make)).body).toBe('new'));
    expect(started).toHaveLength(2);
  });

  it('never serves a page older than the stale limit: the visitor waits for a new one', async () => {
    const cache = createPageCache<Page>(options);
    const { make, started } = drawings();
    const first = cache.get('/p', make);
    started[0]!('old');
    await first;
    vi.advanceTimersByTime(10_000);
    const next = cache.get('/p', make);
    started[1]!('new');
    expect((await next).body).toBe('new');
  });

  it('keeps nothing from a failed drawing, and tries again at the next request', async () => {
    const cache = createPageCache<Page>(options);
    await expect(cache.get('/p', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const page = await cache.get('/p', () => Promise.resolve({ body: 'back', size: 4 }));
    expect(page.body).toBe('back');
  });

  it('keeps pages apart by key, within its size, dropping the least recently used', async () => {
    const cache = createPageCache<Page>({ ...options, maxBytes: 10 });
    const page = (body: string) => () => Promise.resolve({ body, size: body.length });
    await cache.get('/a', page('aaaaaa'));
    await cache.get('/b', page('bbbbbb'));
    // /a made room for /b: drawn again; /b is still kept.
    expect((await cache.get('/a', page('a2'))).body).toBe('a2');
    expect((await cache.get('/b', page('b2'))).body).toBe('bbbbbb');
    // Too big for the whole cache: served, never kept.
    expect((await cache.get('/c', page('c'.repeat(20)))).body).toHaveLength(20);
    expect((await cache.get('/c', page('c2'))).body).toBe('c2');
  });
});
