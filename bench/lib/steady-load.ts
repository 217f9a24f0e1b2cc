// A closed-loop load of signed-in users: each user sends one request, waits for its answer (and
// an optional think time), then sends the next, choosing what to do from a weighted mix. Every
// request's outcome is kept, so a fault's cost can be read off the timeline afterwards.
import { percentile } from './load.ts';
import type { Session } from './messaging.ts';

export interface Outcome {
  kind: string;
  /** performance.now() when the request was sent. */
  at: number;
  ms: number;
  ok: boolean;
  /** The HTTP status, 0 when no answer came (connection reset, timeout). */
  status: number;
  error?: string;
}

export interface MixStep {
  kind: string;
  weight: number;
  /** A user does this at most once in this many ms (a product limit it stays under). */
  minIntervalMs?: number;
  /** The request; `ok` when the client got what it asked for. */
  send(user: Session, index: number, signal: AbortSignal): Promise<{ ok: boolean; status: number }>;
}

export class SteadyLoad {
  readonly outcomes: Outcome[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  constructor(
    private readonly users: Session[],
    private readonly mix: MixStep[],
    private readonly options: { thinkMs?: number; timeoutMs?: number } = {},
  ) {}

  start(): void {
    this.running = true;
    this.loops = this.users.map((user, index) => this.loop(user, index));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** A step by weight among those the user may do now (its last one of a kind long enough ago). */
  private pick(last: Map<string, number>): MixStep {
    const now = performance.now();
    const allowed = this.mix.filter(
      (step) =>
        !step.minIntervalMs || now - (last.get(step.kind) ?? -Infinity) >= step.minIntervalMs,
    );
    let roll = Math.random() * allowed.reduce((sum, step) => sum + step.weight, 0);
    for (const step of allowed) {
      roll -= step.weight;
      if (roll < 0) return step;
    }
    return allowed[allowed.length - 1]!;
  }

  private async loop(user: Session, index: number): Promise<void> {
    // Users start spread over the first half second, not all in one instant.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    const last = new Map<string, number>();
    while (this.running) {
      const step = this.pick(last);
      const at = performance.now();
      last.set(step.kind, at);
      const outcome: Outcome = { kind: step.kind, at, ms: 0, ok: false, status: 0 };
      try {
        const reply = await step.send(
          user,
          index,
          AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
        );
        outcome.ok = reply.ok;
        outcome.status = reply.status;
      } catch (error) {
        // fetch's own message ("fetch failed") hides the reason: its cause names it.
        const cause =
          error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
        outcome.error = cause?.code ?? (error instanceof Error ? error.message : String(error));
      }
      outcome.ms = performance.now() - at;
      this.outcomes.push(outcome);
      if (this.options.thinkMs) {
        await new Promise((resolve) => setTimeout(resolve, this.options.thinkMs));
      }
    }
  }

  /** The outcomes of requests sent between two instants. */
  between(from: number, to = Infinity): Outcome[] {
    return this.outcomes.filter((outcome) => outcome.at >= from && outcome.at < to);
  }
}

export interface KindFigures {
  kind: string;
  count: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Per kind of request: how many, how many failed, and the latency percentiles of all of them. */
export function figuresByKind(outcomes: Outcome[]): KindFigures[] {
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))].sort();
  return kinds.map((kind) => {
    const mine = outcomes.filter((outcome) => outcome.kind === kind);
    const latencies = mine.map((outcome) => outcome.ms).sort((a, b) => a - b);
    return {
      kind,
      count: mine.length,
      failed: mine.filter((outcome) => !outcome.ok).length,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
    };
  });
}

/** An action sent as the browser sends it; ok when the reply is 2xx and says `status: true`. */
export async function sendAction(
  url: string,
  user: Session,
  body: object,
  signal: AbortSignal,
  endpoint: 'main' | 'selling' = 'main',
): Promise<{ ok: boolean; status: number; reply: Record<string, unknown> | null }> {
  const response = await fetch(`${url}/inc/${endpoint}`, {
    method: 'POST',
    headers: user.headers,
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  let reply: Record<string, unknown> | null = null;
  try {
    reply = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // HAProxy's own error pages are HTML
  }
  return { ok: response.ok && reply?.status === true, status: response.status, reply };
}

/** A page as the browser asks for it; ok on 200. */
export async function getPage(url: string, user: Session, path: string, signal: AbortSignal) {
  const response = await fetch(url + path, {
    headers: { cookie: user.headers.cookie ?? '', accept: 'text/html' },
    signal,
  });
  await response.arrayBuffer();
  return { ok: response.status === 200, status: response.status };
}
