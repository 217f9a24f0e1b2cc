import type { PgliteClient } from '../db/embedded-client.ts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle, Queryable } from '../db/client.ts';

/** What an open stream receives. A `message` carries the message's id (the stream's event id). */
export type LiveEvent =
  | { type: 'message'; id: number; data?: unknown }
  | { type: 'count'; data: { message: number; notif: number } }
  | { type: 'read'; data: { by: number; upTo: number } }
  /**
   * A session of the user ended (sign-out, revoked, a changed password, a suspension...): every
   * server closes that session's streams. Sent by the database when the session's row goes
   * (migration 0036, a trigger on `sessions`), whichever code removed it. `replaced`: a sign-in in
   * the same browser took its place (the stream closes quietly; the browser reconnects).
   */
  | { type: 'end'; session: string; replaced: boolean };

const channel = 'live';
/** NOTIFY payloads are limited to 8000 bytes; a larger event travels without its data. */
const maxPayloadBytes = 7_000;

/**
 * Pushes events to the open streams of one user on every app server. An event is published with
 * `pg_notify` in the caller's transaction, so it is delivered only if the change commits, and
 * PostgreSQL fans it out to every server listening (PGlite's `listen` on the embedded default).
 */
export interface LiveHub {
  publish(tx: Queryable, userId: number, event: LiveEvent): Promise<void>;
  subscribe(userId: number, listener: (event: LiveEvent) => void): () => void;
  /** How many streams this server holds (for tests and the bench). */
  readonly listeners: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createLiveHub(handle: DatabaseHandle, log: FastifyBaseLogger): LiveHub {
  const listeners = new Map<number, Set<(event: LiveEvent) => void>>();
  let count = 0;
  let stopListening: (() => Promise<void>) | null = null;
  let stopped = false;

  const dispatch = (payload: string) => {
    try {
      const { u, e } = JSON.parse(payload) as { u: number; e: LiveEvent };
      for (const listener of listeners.get(u) ?? []) listener(e);
    } catch (error) {
      log.warn({ err: error }, 'unreadable live event');
    }
  };

  const listenPglite = async (client: PgliteClient) => {
    const unlisten = await client.listen(channel, dispatch);
    stopListening = unlisten;
  };

  // A dedicated connection (LISTEN holds it). When it drops (a database restart), it is opened
  // again with backoff (0.5, 1, 2 s, then every 2 s) until it succeeds or the hub stops: a
  // reconnection that fails while the database is still away is retried, never given up.
  const listenPostgres = async (url: string): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: 'live' });
    let lost = false;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) dispatch(message.payload);
    });
    client.on('error', (error) => {
      if (lost) return;
      lost = true;
      log.warn({ err: error }, 'live connection lost, reconnecting');
      void client.end().catch(() => undefined);
      reconnect(url, 0);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true;
      void client.end().catch(() => undefined);
      throw error;
    }
    stopListening = () => client.end();
  };

  const reconnect = (url: string, attempt: number) => {
    if (stopped) return;
    const wait = Math.min(2000, 500 * 2 ** attempt);
    setTimeout(() => {
      if (stopped) return;
      listenPostgres(url).then(
        () => log.info('live connection restored'),
        (error: unknown) => {
          log.warn({ err: error }, 'live connection not restored yet, retrying');
          reconnect(url, attempt + 1);
        },
      );
    }, wait).unref();
  };

  return {
    async publish(tx, userId, event) {
      let payload = JSON.stringify({ u: userId, e: event });
      if (Buffer.byteLength(payload) > maxPayloadBytes && event.type === 'message') {
        payload = JSON.stringify({ u: userId, e: { type: 'message', id: event.id } });
      }
      await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      count += 1;
      return () => {
        const current = listeners.get(userId);
        if (current?.delete(listener)) count -= 1;
        if (current && current.size === 0) listeners.delete(userId);
      };
    },
    get listeners() {
      return count;
    },
    async start() {
      if (handle.driver === 'pglite') await listenPglite(handle.client);
      else await listenPostgres(handle.url);
    },
    async stop() {
      stopped = true;
      await stopListening?.().catch(() => undefined);
      stopListening = null;
    },
  };
}
