import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p95Ms: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

function percentile(sorted: number[], fraction: number): number {
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
        method: 'POST',
        body: options.body,
        headers: options.headers,
        connections: options.connections,
        duration: options.seconds,
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p95Ms: percentile(latencies, 0.95),
    non2xx: result.non2xx,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
