import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repositoryRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
);

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first page served (GET / answered 200 with HTML). */
  firstPageMs: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
}

/** Starts a node script on 127.0.0.1 and waits until `readyPath` answers 200. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath = '/',
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const flags = script === bareScript ? [] : startFlags;
  const child = spawn(process.execPath, [...flags, ...nodeArgs, script], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited early with code ${code}`))),
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${script} did not answer within 120 s`);
    const answered = await Promise.race([
      fetch(url + readyPath, { headers: { accept: 'text/html' } })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.ok;
        })
        .catch(() => false),
      exited,
    ]);
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const firstPageMs = performance.now() - started;
  exited.catch(() => undefined);
  return {
    url,
    child,
    firstPageMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The built server in production on the demo data, as it runs for real (React's production
 * build renders the pages): a first start outside production seeds the demo (production never
 * seeds), then the server starts again in production on the same data.
 */
export async function startDemoInProduction(
  script: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const seeding = await startProcess(script, {
    ...env,
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
  });
  await seeding.stop();
  return startProcess(script, { ...env, ...productionEnv() });
}

/** What production asks of the environment: a session secret, and the product's address. */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
    // E-mailed links name it; the bench sends no e-mail worth following.
    PUBLIC_URL: 'http://127.0.0.1',
  };
}

/**
 * A copy of the web app's build, for a bench to add files beside it. Inside the repository, so
 * that the server build's imports (dist/.ssr) find the packages in node_modules.
 */
export function webDistCopy(): string {
  const cache = path.join(repositoryRoot, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const copy = fs.mkdtempSync(path.join(cache, 'bench-web-dist-'));
  fs.cpSync(path.join(repositoryRoot, 'apps', 'web', 'dist'), copy, { recursive: true });
  return copy;
}

/** Resident set size of a process in MiB, read from /proc. */
export function residentMemoryMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/** The CPU time (user and system, every thread) a process has used so far, in milliseconds. */
export function cpuTimeMs(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, after the command's closing parenthesis.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

export const serverScript = path.join(repositoryRoot, 'apps', 'server', 'dist', 'server.js');

/**
 * The flags `npm start` gives Node (package.json's start script), so that the bench measures the
 * server as it runs for real (the bare Fastify baseline runs without them): one V8 helper thread
 * and a 4 MB young generation (README, "Memory").
 */
export const startFlags: string[] = (() => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'),
  ) as { scripts: { start: string } };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
})();
export const bareScript = path.join(repositoryRoot, 'bench', 'bare-server.mjs');

/** The server the bench starts: the built one, or BENCH_SERVER_SCRIPT (a .ts runs under tsx). */
export function serverCommand(): { script: string; env: Record<string, string> } {
  const script = process.env.BENCH_SERVER_SCRIPT
    ? path.resolve(process.env.BENCH_SERVER_SCRIPT)
    : serverScript;
  return { script, env: script.endsWith('.ts') ? { NODE_OPTIONS: '--import tsx' } : {} };
}

/**
 * A PostgreSQL database made for one part of the run on the server at `adminUrl`
 * (BENCH_DATABASE_URL), handed to `use` by its URL and dropped afterwards, whatever happens.
 */
export async function withPostgresDatabase<T>(
  adminUrl: string,
  prefix: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
