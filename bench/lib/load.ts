import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  /** POST (an action, the default) or GET (a page). */
  method?: 'GET' | 'POST';
  body: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** Paces all connections together at this many requests a second (default: as fast as answered). */
  overallRate?: number;
  /** Per-connection headers and body (connection index from 0); overrides the defaults above. */
  perConnection?: (index: number) => { headers: Record<string, string>; body: string };
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

/** One autocannon run; p95 comes from every response's own time (autocannon reports p90/p97.5). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'POST',
        ...(options.method === 'GET' ? {} : { body: options.body }),
        headers: options.headers,
        connections: options.connections,
        duration: options.seconds,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        ...(options.perConnection ? { setupClient: setupClientFor(options.perConnection) } : {}),
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    non2xx: result.non2xx,
  };
}

function setupClientFor(perConnection: NonNullable<LoadOptions['perConnection']>) {
  let next = 0;
  return (client: autocannon.Client) => {
    const { headers, body } = perConnection(next++);
    client.setHeadersAndBody(headers, body);
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
