// `npm run bench`: prints a table of figures, each a median of several runs, and ratios against a
// baseline measured in the same run. Load goes to 127.0.0.1 only, and every run is bounded in time.
import os from 'node:os';
import {
  bareScript,
  cpuTimeMs,
  freshDataDir,
  residentMemoryMiB,
  serverScript,
  startProcess,
  withPostgresDatabase,
} from './lib/server-process.ts';
import { median, runLoad, type LoadResult } from './lib/load.ts';
import { loginFigures, type FigureRow } from './lib/login.ts';
import { goal, isPostgres } from './lib/goal.ts';
import { firstLoadFigures } from './lib/first-load.ts';
import { bookingFigures } from './lib/bookings.ts';
import { messagingFigures } from './lib/messaging.ts';
import { searchFigures } from './lib/search.ts';
import { companyDashboardFigures } from './lib/company-dashboard.ts';
import { pdfFigures } from './lib/pdf.ts';
import { reportsFigures } from './lib/reports.ts';
import { figuresFigures } from './lib/figures.ts';
import { lighthouseFigures } from './lib/lighthouse.ts';
import { serverRenderFigures } from './lib/server-render.ts';
import { signedInHeaders } from './lib/http-session.ts';
import { clusterLoadFigures } from './lib/cluster-load.ts';
import { cpuProfileFigures } from './lib/cpu-profile.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

type Row = Required<FigureRow>;
const rows: FigureRow[] = [];
const fmt = (value: number, digits = 0) => value.toFixed(digits);

/** How long an idle server's CPU is counted (its job queue and timers, nobody asking). */
const idleCpuSeconds = 10;

async function coldStarts() {
  const fresh: number[] = [];
  const restart: number[] = [];
  const idle: number[] = [];
  const idleCpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const dataDir = freshDataDir();
    const first = await startProcess(serverScript, { DATA_DIR: dataDir });
    fresh.push(first.firstPageMs);
    await first.stop();
    const again = await startProcess(serverScript, { DATA_DIR: dataDir });
    restart.push(again.firstPageMs);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    idle.push(residentMemoryMiB(again.child.pid!));
    const cpuBefore = cpuTimeMs(again.child.pid!);
    await new Promise((resolve) => setTimeout(resolve, idleCpuSeconds * 1000));
    idleCpu.push((cpuTimeMs(again.child.pid!) - cpuBefore) / (idleCpuSeconds * 10));
    await again.stop();
  }
  const bare = [];
  for (let round = 0; round < rounds; round++) {
    const server = await startProcess(bareScript, {});
    bare.push(server.firstPageMs);
    await server.stop();
  }
  rows.push({
    figure: 'cold start to first page, new data folder (migrate + demo seed)',
    value: `${fmt(median(fresh))} ms`,
    baseline: `${fmt(median(bare))} ms bare Fastify`,
    ratio: `${fmt(median(fresh) / median(bare), 1)}×`,
    goal: goal('≤ 5,000 ms', median(fresh) <= 5000),
  });
  rows.push({
    figure: 'cold start to first page, existing data folder',
    value: `${fmt(median(restart))} ms`,
    baseline: `${fmt(median(bare))} ms bare Fastify`,
    ratio: `${fmt(median(restart) / median(bare), 1)}×`,
    goal: goal('≤ 1,500 ms', median(restart) <= 1500),
  });
  rows.push({
    figure: 'idle memory (RSS) after first page, embedded database',
    value: `${fmt(median(idle), 1)} MiB`,
    baseline: '',
    ratio: '',
    goal: goal('≤ 300 MiB', median(idle) <= 300),
  });
  rows.push({
    figure: `idle CPU over ${idleCpuSeconds} s after first page, embedded database`,
    value: `${fmt(median(idleCpu), 1)} % of a core`,
    baseline: '',
    ratio: '',
  });
}

async function throughput(database: string, env: Record<string, string>) {
  // The global per-address limit would answer 429 within a second of load from one address.
  const app = await startProcess(serverScript, {
    DATA_DIR: freshDataDir(),
    RATE_LIMIT_PER_MINUTE: '100000000',
    // The login figures sign in hundreds of times a second from one address.
    ACTION_RATE_LIMITS: 'false',
    ...env,
  });
  const bare = await startProcess(bareScript, {});
  try {
    const headers = await signedInHeaders(app.url);
    const actionRuns: LoadResult[] = [];
    const bareRuns: LoadResult[] = [];
    // Interleave the two so that both see the same machine conditions.
    for (let round = 0; round < rounds; round++) {
      actionRuns.push(
        await runLoad({
          url: app.url + '/inc/main',
          body: JSON.stringify({ action: 'loginuserdetail' }),
          headers,
          connections,
          seconds,
        }),
      );
      bareRuns.push(
        await runLoad({
          url: bare.url + '/bare',
          body: JSON.stringify({ action: 'loginuserdetail' }),
          headers: { 'content-type': 'application/json' },
          connections,
          seconds,
        }),
      );
    }
    const failed = actionRuns.reduce((sum, run) => sum + run.non2xx, 0);
    if (failed > 0) throw new Error(`${failed} action requests did not answer 2xx`);
    const actionRps = median(actionRuns.map((run) => run.requestsPerSecond));
    const bareRps = median(bareRuns.map((run) => run.requestsPerSecond));
    const actionP95 = median(actionRuns.map((run) => run.p95Ms));
    const bareP95 = median(bareRuns.map((run) => run.p95Ms));
    rows.push({
      figure: `action loginuserdetail (CSRF, session, validation) on ${database}, ${connections} connections: throughput`,
      value: `${fmt(actionRps)} req/s`,
      baseline: `${fmt(bareRps)} req/s bare route`,
      ratio: `${fmt(actionRps / bareRps, 2)}×`,
      goal: isPostgres(database)
        ? goal('≥ 0.15×', actionRps / bareRps >= 0.15)
        : goal('≥ 0.05×', actionRps / bareRps >= 0.05),
    });
    rows.push({
      figure: `action loginuserdetail on ${database}, ${connections} connections: p95 latency`,
      value: `${fmt(actionP95, 1)} ms`,
      baseline: `${fmt(bareP95, 1)} ms bare route`,
      ratio: `${fmt(actionP95 / Math.max(bareP95, 0.001), 1)}×`,
      goal: isPostgres(database)
        ? goal('p95 ≤ 3 ms', actionP95 <= 3)
        : goal('p95 ≤ 10 ms', actionP95 <= 10),
    });
    await loginFigures(app.url, database, rows);
  } finally {
    await app.stop();
    await bare.stop();
  }
}

function printTable() {
  const header: Row = {
    figure: 'figure',
    value: 'median',
    baseline: 'baseline (same run)',
    ratio: 'ratio',
    goal: 'goal (issue 35)',
  };
  const all: Row[] = [header, ...rows.map((row) => ({ goal: '', ...row }))];
  const width = (key: keyof Row) => Math.max(...all.map((row) => row[key].length));
  const line = (row: Row) =>
    `| ${row.figure.padEnd(width('figure'))} | ${row.value.padStart(width('value'))} | ${row.baseline.padEnd(width('baseline'))} | ${row.ratio.padStart(width('ratio'))} | ${row.goal.padEnd(width('goal'))} |`;
  console.log(line(header));
  console.log(
    `|${'-'.repeat(width('figure') + 2)}|${'-'.repeat(width('value') + 2)}|${'-'.repeat(width('baseline') + 2)}|${'-'.repeat(width('ratio') + 2)}|${'-'.repeat(width('goal') + 2)}|`,
  );
  all.slice(1).forEach((row) => console.log(line(row)));
  console.log(`\n${rounds} rounds of ${seconds} s per load figure; node ${process.version}.`);
  // Figures from a busy machine read differently: say how busy it was.
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(
    `Load average at the end: ${load.join(', ')} (1, 5, 15 min) on ${os.cpus().length} cores.`,
  );
}

/** With BENCH_DATABASE_URL (a local PostgreSQL), the same load on a database made for the run. */
async function throughputOnPostgres(adminUrl: string) {
  await withPostgresDatabase(adminUrl, 'bench', (url) =>
    throughput('PostgreSQL', { DATABASE_URL: url, SEED_DEMO: 'true' }),
  );
}

const loadTestEnv = { RATE_LIMIT_PER_MINUTE: '100000000', ACTION_RATE_LIMITS: 'false' };

async function messagingOnPglite() {
  const app = await startProcess(serverScript, {
    DATA_DIR: freshDataDir(),
    SEED_DEMO: 'false',
    ...loadTestEnv,
  });
  try {
    if (wanted('messaging')) await messagingFigures(app.url, 'embedded PGlite', rows);
    if (wanted('bookings')) await bookingFigures(app.url, 'embedded PGlite', rows);
  } finally {
    await app.stop();
  }
}

/** Two app servers on one PostgreSQL database made for the run: delivery crosses them. */
async function messagingOnPostgres(adminUrl: string) {
  await withPostgresDatabase(adminUrl, 'bench_msg', async (url) => {
    const env = { DATABASE_URL: url, SEED_DEMO: 'false', ...loadTestEnv };
    const one = await startProcess(serverScript, { DATA_DIR: freshDataDir(), ...env });
    const two = await startProcess(serverScript, { DATA_DIR: freshDataDir(), ...env });
    try {
      if (wanted('messaging')) await messagingFigures(one.url, 'PostgreSQL', rows, two.url);
      if (wanted('bookings')) await bookingFigures(one.url, 'PostgreSQL', rows);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
}

// BENCH_ONLY=search (or bundle, startup, throughput, messaging, bookings, dashboard, pdf, reports, figures, ssr,
// lighthouse, load, profile; comma-separated)
// runs a part of the bench.
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (part: string) => only.length === 0 || only.includes(part);
if (wanted('bundle')) firstLoadFigures(rows);
if (wanted('startup')) await coldStarts();
if (wanted('throughput')) {
  await throughput('embedded PGlite', {});
  if (process.env.BENCH_DATABASE_URL) await throughputOnPostgres(process.env.BENCH_DATABASE_URL);
}
if (wanted('search')) await searchFigures(rows);
if (wanted('dashboard')) await companyDashboardFigures(rows);
if (wanted('pdf')) await pdfFigures(rows);
if (wanted('reports')) await reportsFigures(rows);
if (wanted('figures')) await figuresFigures(rows);
if (wanted('ssr')) await serverRenderFigures(rows);
if (wanted('lighthouse')) await lighthouseFigures(rows);
if (wanted('messaging') || wanted('bookings')) {
  await messagingOnPglite();
  if (process.env.BENCH_DATABASE_URL) await messagingOnPostgres(process.env.BENCH_DATABASE_URL);
}
if (wanted('profile')) {
  await cpuProfileFigures(rows);
  if (process.env.BENCH_DATABASE_URL) {
    await withPostgresDatabase(process.env.BENCH_DATABASE_URL, 'bench_cpu', (url) =>
      cpuProfileFigures(rows, url),
    );
  }
}
// The 200-user load test through HAProxy to one and two servers (needs PostgreSQL and haproxy).
if (wanted('load') && process.env.BENCH_DATABASE_URL) {
  await clusterLoadFigures(process.env.BENCH_DATABASE_URL, rows);
}
printTable();
