// Server rendering (issue 14, docs/decisions/018): the time to first byte of a topic page that
// the server renders for a visitor, under 50 concurrent visitors, on PostgreSQL when
// BENCH_DATABASE_URL is set (else the embedded PGlite), with the demo data. The baseline is the
// same address asked for by a signed-in user in the same rounds: the page's head from the
// database and index.html, with no rendering. Each figure is the median of the rounds' p50/p95.
import { signedInHeaders } from './http-session.ts';
import { median, runLoad, type LoadResult } from './load.ts';
import type { FigureRow } from './login.ts';
import {
  freshDataDir,
  serverCommand,
  startDemoInProduction,
  withPostgresDatabase,
} from './server-process.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const visitors = 50;
/** What a browser sends for a page. */
const pageHeaders = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

async function firstTopicPath(url: string): Promise<string> {
  const sitemap = await (await fetch(`${url}/sitemaps/topics-it-0.xml`)).text();
  const address = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!address) throw new Error('the demo has no published topic');
  return new URL(address).pathname;
}

async function measure(url: string, database: string, rows: FigureRow[]) {
  const topic = await firstTopicPath(url);
  const check = await (await fetch(url + topic, { headers: pageHeaders })).text();
  if (!check.includes('id="server-render"')) throw new Error(`${topic} was not server-rendered`);
  const cookie = (await signedInHeaders(url)).cookie ?? '';
  const rendered: LoadResult[] = [];
  const shell: LoadResult[] = [];
  const load = (headers: Record<string, string>) =>
    runLoad({
      url: url + topic,
      method: 'GET',
      body: '',
      headers,
      connections: visitors,
      seconds,
    });
  // Interleaved, so that both see the same machine.
  for (let round = 0; round < rounds; round++) {
    rendered.push(await load(pageHeaders));
    shell.push(await load({ ...pageHeaders, cookie }));
  }
  const p50 = median(rendered.map((run) => run.p50Ms));
  const p95 = median(rendered.map((run) => run.p95Ms));
  const shellP50 = median(shell.map((run) => run.p50Ms));
  const shellP95 = median(shell.map((run) => run.p95Ms));
  const errors = rendered.reduce((sum, run) => sum + run.non2xx, 0);
  rows.push(
    {
      figure: `topic page rendered for a visitor, ${visitors} at once, ${database}: p50 / p95 (goal p95 ≤ 50 ms)`,
      value: `${p50.toFixed(1)} / ${p95.toFixed(1)} ms`,
      baseline: `${shellP50.toFixed(1)} / ${shellP95.toFixed(1)} ms (same page, signed in: no rendering)`,
      ratio: `×${(p95 / shellP95).toFixed(2)}`,
    },
    {
      figure: `topic pages rendered a second, ${database}`,
      value: `${median(rendered.map((run) => run.requestsPerSecond)).toFixed(0)}${errors ? ` (${errors} not 2xx)` : ''}`,
      baseline: `${median(shell.map((run) => run.requestsPerSecond)).toFixed(0)} (signed in)`,
      ratio: `×${(median(rendered.map((run) => run.requestsPerSecond)) / median(shell.map((run) => run.requestsPerSecond))).toFixed(2)}`,
    },
  );
}

export async function serverRenderFigures(rows: FigureRow[]): Promise<void> {
  const { script, env: scriptEnv } = serverCommand();
  const env = {
    ...scriptEnv,
    DATA_DIR: freshDataDir(),
    RATE_LIMIT_PER_MINUTE: '100000000',
    ACTION_RATE_LIMITS: 'false',
  };
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const app = await startDemoInProduction(script, env);
    try {
      await measure(app.url, 'embedded PGlite', rows);
    } finally {
      await app.stop();
    }
    return;
  }
  await withPostgresDatabase(adminUrl, 'bench_ssr', async (url) => {
    const app = await startDemoInProduction(script, { ...env, DATABASE_URL: url });
    try {
      await measure(app.url, 'PostgreSQL', rows);
    } finally {
      await app.stop();
    }
  });
}
