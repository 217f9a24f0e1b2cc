import { isLanguage, languagePrefix } from '@app/contracts/locales';
import { useEffect, useRef } from 'react';
import { callAction, isFailure } from '../../lib/api-client.ts';
import { forgetAttemptedUrl } from '../session/attempted-url.ts';
import { clearSessionCache } from '../session/session-cache.ts';

/** The server-sent events of the signed-in user (docs/product.md, messages: live). */
export const liveStreamPath = '/inc/stream';

export type LiveEventType = 'message' | 'count';
type Listener = (data: unknown) => void;

const listeners: Record<LiveEventType, Set<Listener>> = { message: new Set(), count: new Set() };
let source: EventSource | null = null;
/** This tab is signing out: its stream stays closed (the page reloads after). */
let isSigningOut = false;
/** Calls of this tab that end its own session (erasure, deactivation), still on their way. */
let ownEndings = 0;

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
 * The stream's session ended (signed out elsewhere, revoked, a changed password, a suspension):
 * unless a sign-in in this browser replaced it (then the stream opens again with the new one),
 * nothing of it stays in this tab, which loads the sign-in page afresh (the cached answers go
 * with the page).
 */
async function onSessionEnded(): Promise<void> {
  source?.close();
  source = null;
  if (isSigningOut) return;
  const now = await callAction('loginuserdetail', {}).catch(() => null);
  // This tab ends the session itself (sign-out, erasure, deactivation): it goes where it goes.
  if (isSigningOut || ownEndings > 0) return;
  if (now && !isFailure(now)) {
    if (subscriberCount() > 0) openStream();
    return;
  }
  clearSessionCache();
  forgetAttemptedUrl();
  // In the page's language: an address without a prefix is English.
  const language = document.documentElement.lang;
  window.location.assign(`${isLanguage(language) ? languagePrefix(language) : ''}/login`);
}

/**
 * This tab signs out: its stream closes first, so the end of its own session (which the server
 * announces to the session's streams) is no news to it.
 */
export function closeLiveStream(): void {
  isSigningOut = true;
  source?.close();
  source = null;
}

/**
 * A call of this tab that ends its own session when it succeeds (erasure, deactivation): while it
 * is on its way, and after it succeeded, the stream's word that the session ended is no news (the
 * page says what happened and leaves by itself).
 */
export async function endingOwnSession<R>(
  call: () => Promise<R>,
  ended: (result: R) => boolean,
): Promise<R> {
  ownEndings += 1;
  try {
    const result = await call();
    if (ended(result)) closeLiveStream();
    return result;
  } finally {
    ownEndings -= 1;
  }
}

function openStream(): void {
  if (typeof EventSource === 'undefined') return;
  source = new EventSource(liveStreamPath, { withCredentials: true });
  source.addEventListener('message', (event: MessageEvent<unknown>) => dispatch('message', event));
  source.addEventListener('count', (event: MessageEvent<unknown>) => dispatch('count', event));
  source.addEventListener('end', () => void onSessionEnded());
}

/**
 * One stream per tab however many parts of the page listen: opened with the first listener,
 * closed with the last. The browser reconnects on its own and sends Last-Event-ID, so the server
 * replays what was missed; the 20 s count poll stays the fallback when the stream cannot connect.
 */
export function subscribeLive(type: LiveEventType, listener: Listener): () => void {
  listeners[type].add(listener);
  if (!source && !isSigningOut) openStream();
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
