import { LRUCache } from 'lru-cache';

export interface PageCacheOptions {
  /** How long a page is served as it is, in milliseconds. */
  freshMs: number;
  /** How old a page may be and still be served while one request draws it again. */
  staleMs: number;
  /** Bound on what the cache holds, in bytes of the values' `size`. */
  maxBytes: number;
}

interface Entry<Value> {
  value: Value;
  madeAt: number;
}

/**
 * A short-lived cache of what many requests ask for alike (the pages the server renders for
 * visitors, the search box's suggestions; docs/decisions/018): at most one request draws a page
 * at a time (the others wait for it, or take the page it replaces while it is young enough), so
 * 50 visitors of one topic page cost one rendering a second instead of 50. Bounded in bytes,
 * least recently used first out.
 */
export function createPageCache<Value extends { size: number }>(options: PageCacheOptions) {
  const entries = new LRUCache<string, Entry<Value>>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.value.size),
  });
  const drawing = new Map<string, Promise<Value>>();

  const draw = (key: string, make: () => Promise<Value>): Promise<Value> => {
    const running = drawing.get(key);
    if (running) return running;
    const promise = make()
      .then((value) => {
        // A page too big for the whole cache is served, not kept.
        if (value.size <= options.maxBytes) entries.set(key, { value, madeAt: Date.now() });
        return value;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, promise);
    return promise;
  };

  return {
    get(key: string, make: () => Promise<Value>): Promise<Value> {
      const entry = entries.get(key);
      const age = entry ? Date.now() - entry.madeAt : Infinity;
      if (entry && age < options.freshMs) return Promise.resolve(entry.value);
      if (entry && age < options.staleMs) {
        // Drawn again in the background; a failure there leaves the page as it was.
        draw(key, make).catch(() => undefined);
        return Promise.resolve(entry.value);
      }
      return draw(key, make);
    },
  };
}
