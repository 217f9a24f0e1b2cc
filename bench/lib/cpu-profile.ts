// Where the action pipeline's time goes: the built server runs under `--cpu-prof` while
// `loginuserdetail` (CSRF, session, validation, a session read, a reply) is sent as fast as it is
// answered; the profile's samples are then summed by package and by function (self time), the
// share of each printed beside the bare Fastify route's throughput measured in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './load.ts';
import type { FigureRow } from './login.ts';
import { newUser, uniqueName } from './messaging.ts';
import { bareScript, freshDataDir, serverScript, startProcess } from './server-process.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  /** The node sampled at each tick, and the microseconds since the tick before. */
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package>, node's own code, the app's bundle, or V8's pseudo-frames. */
function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  if (url.startsWith('wasm://')) return "PGlite's PostgreSQL (WebAssembly)";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node (runtime)';
  if (url.includes('apps/server/dist')) return 'the app (server bundle)';
  return path.basename(url);
}

/** Self time by package and by function, of the samples between two instants (ms from start). */
export function summarise(profile: Profile, fromMs: number, toMs: number, top = 12) {
  const hitsOf = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, index) => {
    at += (profile.timeDeltas[index] ?? 0) / 1000;
    if (at >= fromMs && at <= toMs) hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1);
  });
  const total = [...hitsOf.values()].reduce((sum, hits) => sum + hits, 0);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
    const name = `${functionName || '(anonymous)'} ${pkg}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const share = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => ({ name, percent: (100 * hits) / Math.max(total, 1) }));
  return { packages: share(byPackage), functions: share(byFunction) };
}

/** On PGlite, or on PostgreSQL when `databaseUrl` is given (the pipeline's own share shows more). */
export async function cpuProfileFigures(rows: FigureRow[], databaseUrl?: string) {
  const database = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cpu-'));
  const spawned = performance.now();
  const app = await startProcess(
    serverScript,
    {
      DATA_DIR: freshDataDir(),
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    '/',
    ['--cpu-prof', `--cpu-prof-dir=${folder}`],
  );
  const bare = await startProcess(bareScript, {});
  let actionRps = 0;
  let bareRps = 0;
  let window = { from: 0, to: 0 };
  try {
    const { headers } = await newUser(app.url, uniqueName('cpu', 0));
    const body = JSON.stringify({ action: 'loginuserdetail' });
    const seconds = Number(process.env.BENCH_SECONDS ?? 5);
    const loadStarted = performance.now() - spawned;
    actionRps = (
      await runLoad({ url: `${app.url}/inc/main`, body, headers, connections: 10, seconds })
    ).requestsPerSecond;
    // Only the samples taken under load count (not the start-up's migrations).
    window = { from: loadStarted, to: performance.now() - spawned };
    bareRps = (
      await runLoad({
        url: `${bare.url}/bare`,
        body,
        headers: { 'content-type': 'application/json' },
        connections: 10,
        seconds,
      })
    ).requestsPerSecond;
  } finally {
    await app.stop(); // SIGTERM: the server exits, and node writes the profile
    await bare.stop();
  }
  const file = fs.readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no CPU profile');
  const profile = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Profile;
  fs.rmSync(folder, { recursive: true, force: true });
  const { packages, functions } = summarise(profile, window.from, window.to);
  rows.push({
    figure: `CPU profile on ${database}, loginuserdetail as fast as answered, 10 connections: throughput`,
    value: `${actionRps.toFixed(0)} req/s`,
    baseline: `${bareRps.toFixed(0)} req/s bare route`,
    ratio: `${(actionRps / Math.max(bareRps, 1)).toFixed(2)}×`,
  });
  for (const entry of packages) {
    rows.push({
      figure: `  ${database}: CPU self time by package: ${entry.name}`,
      value: `${entry.percent.toFixed(1)} %`,
      baseline: '',
      ratio: '',
    });
  }
  for (const entry of functions) {
    rows.push({
      figure: `  ${database}: CPU self time by function: ${entry.name}`,
      value: `${entry.percent.toFixed(1)} %`,
      baseline: '',
      ratio: '',
    });
  }
}
