import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TestClient } from './app.ts';

export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every byte received so far. */
  text(): string;
  /** The events received so far (comments and `retry` lines left out). */
  events(): SseEvent[];
  /** Resolves once an event satisfies `match` (received already or still to come). */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The address of an app listening on a random local port (listens on the first call). */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function parseEvents(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .slice(0, -1)
    .map((block) => {
      const event: SseEvent = {};
      for (const line of block.split('\n')) {
        const match = /^(id|event|data): ?(.*)$/.exec(line);
        if (match?.[1]) event[match[1] as keyof SseEvent] = match[2] ?? '';
      }
      return event;
    })
    .filter((event) => event.data !== undefined);
}

/** Opens GET /inc/stream over real HTTP with the client's cookies, like a browser's EventSource. */
export async function openStream(
  baseUrl: string,
  client: TestClient | null,
  headers: Record<string, string> = {},
  query = '',
): Promise<SseStream> {
  const controller = new AbortController();
  const cookie = client
    ? [...client.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ')
    : '';
  const response = await fetch(`${baseUrl}/inc/stream${query}`, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...headers },
    signal: controller.signal,
  });
  let received = '';
  const waiters = new Set<() => void>();
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!reader) return;
    try {
      for (;;) {
        const chunk = (await reader.read()) as { done: boolean; value?: Uint8Array };
        if (chunk.done) break;
        received += decoder.decode(chunk.value, { stream: true });
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Aborted by close().
    }
  })();
  const stream: SseStream = {
    status: response.status,
    headers: response.headers,
    text: () => received,
    events: () => parseEvents(received),
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = parseEvents(received).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event within ${timeoutMs} ms; received:\n${received}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    ended,
    close: () => controller.abort(),
  };
  return stream;
}
