// Search figures: `searchBar` over HTTP against the very same SQL run straight through the
// database driver, on a fresh database holding 100 000 published topics (PGlite, and PostgreSQL
// when BENCH_DATABASE_URL is set), and on PostgreSQL once more with 1 000 000 topics. Goals: p95
// ≤ 10 ms at 100 000 topics, ≤ 20 ms at 1 000 000; action ≥ 0.5× the direct throughput.
import fs from 'node:fs';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { searchTermsOf } from '../../apps/server/src/modules/search/search-terms.ts';
import { selectSuggestions } from '../../apps/server/src/modules/search/suggestions.repository.ts';
import autocannon from 'autocannon';
import { median, percentile } from './load.ts';
import { fillSearchData } from './search-data.ts';
import {
  freshDataDir,
  productionEnv,
  serverCommand,
  startProcess,
  withPostgresDatabase,
} from './server-process.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const topicCount = Number(process.env.BENCH_SEARCH_TOPICS ?? 100_000);
/** The PostgreSQL-only run at scale (0 leaves it out). */
const largeTopicCount = Number(process.env.BENCH_SEARCH_LARGE_TOPICS ?? 1_000_000);
/** Concurrent requests for the throughput figures (latency is measured one request at a time). */
const connections = 10;

/** What people type: whole words, words being typed, two words, and typos. */
export const benchQueries = [
  'excel',
  'project manag',
  'leadership per',
  'python avanzato',
  'exel',
  'negoziazone',
  'kubernets',
  'data sience',
];

interface FigureRow {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
}

interface Statement {
  text: string;
  params: unknown[];
}

type Execute = (statement: Statement) => Promise<unknown>;

const dialect = new PgDialect();

function executorOf(handle: DatabaseHandle): Execute {
  return handle.driver === 'pglite'
    ? (statement) => handle.client.query(statement.text, statement.params)
    : (statement) => handle.pool.query(statement.text, statement.params);
}

/**
 * The statements the action runs for each query, recorded by running the repository once with a
 * driver that notes them. Replaying them is "the same SQL, straight through the driver".
 */
async function recordStatements(execute: Execute): Promise<Statement[][]> {
  const recorded: Statement[][] = [];
  for (const text of benchQueries) {
    const terms = searchTermsOf(text);
    if (!terms) throw new Error(`no terms in ${text}`);
    const statements: Statement[] = [];
    await selectSuggestions(async (query: SQL) => {
      const compiled = dialect.sqlToQuery(query);
      const statement = { text: compiled.sql, params: compiled.params };
      statements.push(statement);
      const result = (await execute(statement)) as { rows: Array<Record<string, unknown>> };
      return result.rows;
    }, terms);
    recorded.push(statements);
  }
  return recorded;
}

interface Measured {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

/** `workers` loops replaying whole requests (all statements of one query) for `seconds`. */
async function replay(
  execute: Execute,
  requests: Statement[][],
  workers: number,
): Promise<Measured> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let next = worker; performance.now() < deadline; next += workers) {
        const begin = performance.now();
        for (const statement of requests[next % requests.length]!) await execute(statement);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
  };
}

async function visitorHeaders(url: string): Promise<Record<string, string>> {
  // Any API call without a token is refused with a fresh token in the XSRF-TOKEN cookie.
  const response = await fetch(`${url}/inc/main`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"action":"loginuserdetail"}',
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('the server set no XSRF-TOKEN cookie');
  return {
    'content-type': 'application/json',
    cookie,
    'x-xsrf-token': decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)),
  };
}

const bodyOf = (index: number) =>
  JSON.stringify({ action: 'searchBar', search: benchQueries[index % benchQueries.length] });

/**
 * `clients` connections posting searchBar for `seconds`, each request the next query of the list
 * (autocannon's own per-connection bodies would pin one query to each connection).
 */
async function actionLoad(
  url: string,
  headers: Record<string, string>,
  clients: number,
): Promise<Measured> {
  let next = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/inc/main`,
        connections: clients,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers,
            setupRequest: (request) => ({ ...request, body: bodyOf(next++) }),
          },
        ],
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} searchBar requests did not answer 2xx`);
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
  };
}

async function startSearchServer(env: Record<string, string>) {
  const command = serverCommand();
  return startProcess(
    command.script,
    {
      ...command.env,
      ...productionEnv(),
      RATE_LIMIT_PER_MINUTE: '100000000',
      ACTION_RATE_LIMITS: 'false',
      SEED_DEMO: 'false',
      // The SQL's own cost, not the kept answers: the bench repeats eight texts.
      PAGE_CACHE_SECONDS: '0',
      ...env,
    },
    '/readyz',
  );
}

async function fill(handle: DatabaseHandle, topics: number): Promise<number> {
  const started = performance.now();
  await runMigrations(handle);
  await fillSearchData(handle, { topics, providers: 40 });
  // What autovacuum would have done by now: GIN pending lists merged, statistics fresh.
  if (handle.driver === 'pglite') await handle.client.exec('vacuum analyze');
  else await handle.pool.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}

function report(
  rows: FigureRow[],
  database: string,
  action: { latency: Measured[]; throughput: Measured[] },
  direct: { latency: Measured[]; throughput: Measured[] },
  filled: number,
  topics: number,
) {
  const m = (runs: Measured[], key: keyof Measured) => median(runs.map((run) => run[key]));
  const label = `searchBar on ${database}, ${topics.toLocaleString('en')} topics`;
  rows.push({
    figure: `${label} (filled in ${filled.toFixed(0)} s), one request at a time: p50 / p95`,
    value: `${m(action.latency, 'p50Ms').toFixed(1)} / ${m(action.latency, 'p95Ms').toFixed(1)} ms`,
    baseline: `${m(direct.latency, 'p50Ms').toFixed(1)} / ${m(direct.latency, 'p95Ms').toFixed(1)} ms same SQL, driver`,
    ratio: `${(m(action.latency, 'p95Ms') / Math.max(m(direct.latency, 'p95Ms'), 0.001)).toFixed(1)}×`,
  });
  rows.push({
    figure: `${label}, ${connections} at a time: throughput (p95)`,
    value: `${m(action.throughput, 'requestsPerSecond').toFixed(0)} req/s (${m(action.throughput, 'p95Ms').toFixed(1)} ms)`,
    baseline: `${m(direct.throughput, 'requestsPerSecond').toFixed(0)} req/s (${m(direct.throughput, 'p95Ms').toFixed(1)} ms) same SQL, driver`,
    ratio: `${(m(action.throughput, 'requestsPerSecond') / m(direct.throughput, 'requestsPerSecond')).toFixed(2)}×`,
  });
}

/**
 * PGlite is one process's database: the direct rounds run first (in this process), then the
 * server opens the same folder for the action rounds.
 */
async function onPglite(rows: FigureRow[]) {
  const dataDir = freshDataDir();
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  const direct = { latency: [] as Measured[], throughput: [] as Measured[] };
  let filled: number;
  try {
    filled = await fill(handle, topicCount);
    const execute = executorOf(handle);
    const requests = await recordStatements(execute);
    await replay(execute, requests, 1); // warm-up
    for (let round = 0; round < rounds; round++) {
      direct.latency.push(await replay(execute, requests, 1));
      // One in-process database runs one statement at a time: more workers only queue.
      direct.throughput.push(await replay(execute, requests, connections));
    }
  } finally {
    await handle.close();
  }
  const server = await startSearchServer({ DATA_DIR: dataDir });
  const action = { latency: [] as Measured[], throughput: [] as Measured[] };
  try {
    const headers = await visitorHeaders(server.url);
    await actionLoad(server.url, headers, 1); // warm-up
    for (let round = 0; round < rounds; round++) {
      action.latency.push(await actionLoad(server.url, headers, 1));
      action.throughput.push(await actionLoad(server.url, headers, connections));
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report(rows, 'embedded PGlite', action, direct, filled, topicCount);
}

/** PostgreSQL: a database made for the run; direct and action rounds interleaved. */
async function onPostgres(rows: FigureRow[], adminUrl: string, topics: number) {
  await withPostgresDatabase(adminUrl, 'bench_search', async (url) => {
    const handle = openPostgres(url, connections);
    const dataDir = freshDataDir();
    let server: Awaited<ReturnType<typeof startSearchServer>> | null = null;
    try {
      const filled = await fill(handle, topics);
      const execute = executorOf(handle);
      const requests = await recordStatements(execute);
      server = await startSearchServer({ DATA_DIR: dataDir, DATABASE_URL: url });
      const headers = await visitorHeaders(server.url);
      await replay(execute, requests, connections); // warm-up
      await actionLoad(server.url, headers, connections);
      const direct = { latency: [] as Measured[], throughput: [] as Measured[] };
      const action = { latency: [] as Measured[], throughput: [] as Measured[] };
      for (let round = 0; round < rounds; round++) {
        direct.latency.push(await replay(execute, requests, 1));
        action.latency.push(await actionLoad(server.url, headers, 1));
        direct.throughput.push(await replay(execute, requests, connections));
        action.throughput.push(await actionLoad(server.url, headers, connections));
      }
      report(rows, 'PostgreSQL', action, direct, filled, topics);
    } finally {
      await server?.stop();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

export async function searchFigures(rows: FigureRow[]) {
  await onPglite(rows);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return;
  await onPostgres(rows, adminUrl, topicCount);
  // At scale, PostgreSQL only: the embedded database is for small installations.
  if (largeTopicCount > 0) await onPostgres(rows, adminUrl, largeTopicCount);
}
