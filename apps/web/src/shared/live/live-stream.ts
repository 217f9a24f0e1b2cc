import { useEffect, useRef } from 'react';
import { forgetAttemptedUrl } from '../session/attempted-url.ts';
import { clearSessionCache } from '../session/session-cache.ts';

/** The server-sent events of the signed-in user (docs/product.md, messages: live). */
export const liveStreamPath = '/inc/stream';

export type LiveEventType = 'message' | 'count';
type Listener = (data: unknown) => void;

const listeners: Record<LiveEventType, Set<Listener>> = { message: new Set(), count: new Set() };
let source: EventSource | null = null;

function dispatch(type: LiveEventType, event: MessageEvent<unknown>): void {
  if (typeof event.data !== 'string') return;
  let data: unknown;
  try {
    data = JSON.parse(event.data) as unknown;
  } catch {
    return;
  }
  for (const listener of listeners[type]) listener(data);
}

function subscriberCount(): number {
  return listeners.message.size + listeners.count.size;
}

/**
 * One stream per tab however many parts of the page listen: opened with the first listener,
 * closed with the last. The browser reconnects on its own and sends Last-Event-ID, so the server
 * replays what was missed; the 20 s count poll stays the fallback when the stream cannot connect.
 */
export function subscribeLive(type: LiveEventType, listener: Listener): () => void {
  listeners[type].add(listener);
  if (!source && typeof EventSource !== 'undefined') {
    source = new EventSource(liveStreamPath, { withCredentials: true });
    source.addEventListener('message', (event: MessageEvent<unknown>) =>
      dispatch('message', event),
    );
    source.addEventListener('count', (event: MessageEvent<unknown>) => dispatch('count', event));
    // The server ended the session (a suspension): nothing of it stays in this tab, which
    // loads the sign-in page afresh (the cached answers go with the page).
    source.addEventListener('end', () => {
      clearSessionCache();
      forgetAttemptedUrl();
      window.location.assign('/login');
    });
  }
  return () => {
    listeners[type].delete(listener);
    if (subscriberCount() === 0 && source) {
      source.close();
      source = null;
    }
  };
}

/** Calls `onEvent` with each event of `type` while the component is mounted and `enabled`. */
export function useLiveEvent(
  type: LiveEventType,
  onEvent: (data: unknown) => void,
  enabled = true,
): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive(type, (data) => latest.current(data));
  }, [type, enabled]);
}
