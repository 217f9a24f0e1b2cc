import type { ServerResponse } from 'node:http';
import type { FastifyPluginCallback } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LiveEvent, LiveHub } from '../../lib/live.ts';
import { findMessageFor, selectMessagesAfter } from './messages.repository.ts';
import { toStreamMessage } from './messages.service.ts';

export interface MessagesRoutesOptions {
  db: Database;
  live: LiveHub;
  /** Comment lines that keep proxies from closing an idle stream; tests shorten it. */
  heartbeatMs?: number;
}

const HEARTBEAT_MS = 20_000;
/** What a reconnecting stream replays at most; a client further behind reloads its pages. */
const REPLAY_MAX = 500;

/** `Last-Event-ID` (a reconnecting EventSource) or `?lastEventId=` (a page that opens a new one). */
function lastEventIdOf(header: unknown, query: unknown): number {
  const value = typeof header === 'string' && header !== '' ? header : query;
  const parsed = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(parsed) ? parsed : 0;
}

/**
 * GET /inc/stream: the signed-in user's live events as server-sent events (docs/product.md,
 * messages): `message` events carry the message id as their event id, so a reconnecting
 * EventSource says what it has seen and the missed ones are replayed from the database before
 * live ones; `count` events carry the unread counts. Live events reach every app server's
 * streams through the live hub (PostgreSQL LISTEN/NOTIFY).
 */
const messagesRoutes: FastifyPluginCallback<MessagesRoutesOptions> = (app, options, done) => {
  const { db, live } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const openStreams = new Set<() => void>();

  // Ending the streams first lets the server close: they would otherwise keep it open forever.
  app.addHook('preClose', (hookDone) => {
    for (const end of [...openStreams]) end();
    hookDone();
  });

  app.get<{ Querystring: { lastEventId?: string } }>('/inc/stream', async (request, reply) => {
    if (!request.user) throw new AppError('auth_required');
    const userId = request.user.id;
    const sessionId = request.session?.id;
    const since = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId);

    reply.hijack();
    const raw: ServerResponse = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.write('retry: 3000\n\n');

    let closed = false;
    let replaying = true;
    let lastSentMessageId = since;
    const waiting: LiveEvent[] = [];

    const write = (text: string) => {
      if (!closed) raw.write(text);
    };
    const writeMessage = (id: number, data: unknown) => {
      // Replay and live can overlap: an id is sent once, in order.
      if (id <= lastSentMessageId) return;
      lastSentMessageId = id;
      write(`id: ${id}\nevent: message\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const deliver = async (event: LiveEvent) => {
      if (event.type === 'end') {
        // This stream's session is over: the page is told, so it signs out, then it is closed.
        // Replaced by a sign-in in the same browser, it just closes: the browser reconnects with
        // the session it holds now.
        if (event.session !== sessionId) return;
        if (!event.replaced) write('event: end\ndata: {}\n\n');
        end();
        return;
      }
      if (event.type === 'message') {
        if (event.data === undefined) {
          // Too long for one notification, the event came without its data: read it here.
          const row = await findMessageFor(db, userId, event.id);
          if (row) writeMessage(row.id, toStreamMessage(row, userId, row.lastReadMessageId));
        } else {
          writeMessage(event.id, event.data);
        }
      } else {
        write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
      }
    };
    // Live events keep their order, including those that need a read from the database.
    let delivering = Promise.resolve();
    const enqueue = (event: LiveEvent) => {
      delivering = delivering
        .then(() => deliver(event))
        .catch((error: unknown) => request.log.warn({ err: error }, 'live event not delivered'));
    };

    const unsubscribe = live.subscribe(userId, (event) => {
      if (replaying) waiting.push(event);
      else enqueue(event);
    });
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
    heartbeat.unref();

    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      raw.end();
    };
    openStreams.add(end);
    raw.on('close', end);
    request.raw.on('close', () => {
      if (raw.writableFinished || request.raw.destroyed) end();
    });

    try {
      if (since > 0) {
        for (const row of await selectMessagesAfter(db, userId, since, REPLAY_MAX)) {
          writeMessage(row.id, toStreamMessage(row, userId, row.lastReadMessageId));
        }
      }
    } catch (error) {
      request.log.error({ err: error }, 'stream replay failed');
    }
    replaying = false;
    for (const event of waiting.splice(0)) enqueue(event);
  });

  done();
};

export default messagesRoutes;
