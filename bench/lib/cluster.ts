// Several app servers as they run in production (README, "Several app servers"): one PostgreSQL
// database made for the run, a Redis of their own (so that stopping it disturbs nobody else), an
// S3-compatible server (s3rver) and HAProxy from Debian's package with the repository's reference
// configuration (deploy/haproxy.cfg) in front of them. Used by the cluster test and the load bench.
import crypto from 'node:crypto';
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort, repositoryRoot, serverScript, startFlags } from './server-process.ts';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` answers true, polling every `everyMs`; throws with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(everyMs);
  }
}

const answers = async (url: string) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.ok;
};

/** A child process whose output goes to a log file, shown when something goes wrong. */
function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The last lines of a log, each cut to 400 characters, without the warnings every request logs
 * while the database is away (hundreds of them would push the cause out of CI's printed tail).
 */
export function logTail(file: string, lines = 30): string {
  if (!fs.existsSync(file)) return '';
  return fs
    .readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .filter((line) => !line.includes('"msg":"database unavailable"'))
    .slice(-lines)
    .map((line) => (line.length > 400 ? line.slice(0, 400) + '…' : line))
    .join('\n');
}

/** A process the cluster started: `stop()` sends SIGTERM (a graceful stop) and waits for its end. */
class ChildService {
  protected child: ChildProcess | null = null;

  stop(): Promise<void> {
    return this.signal('SIGTERM');
  }

  protected async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill(signal);
    await exited(child);
    this.child = null;
  }
}

/** One app server on a fixed port: it can be stopped, killed and started again on the same port. */
export class AppServer extends ChildService {
  readonly url: string;
  readonly logFile: string;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
    private readonly script: string,
  ) {
    super();
    this.url = `http://127.0.0.1:${port}`;
    this.logFile = path.join(dataDir, 'server.log');
  }

  /** Starts the server and waits until its /readyz answers 200. */
  async start(): Promise<void> {
    const child = spawnLogged(
      process.execPath,
      [...startFlags, this.script],
      {
        ...process.env,
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        ...this.env,
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
      },
      this.logFile,
    );
    this.child = child;
    let early: Error | null = null;
    child.once('exit', (code, signal) => {
      early = new Error(`${this.name} exited (${code ?? signal}):\n${logTail(this.logFile)}`);
    });
    await waitFor(
      `${this.name} to answer /readyz`,
      async () => {
        if (early) throw early;
        return answers(`${this.url}/readyz`);
      },
      120_000,
    ).catch((error: unknown) => {
      throw early ?? error;
    });
    child.removeAllListeners('exit');
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** 'running', or how the process ended (for a failed run's report). */
  get state(): string {
    const child = this.child;
    if (!child) return 'not started';
    if (child.exitCode === null && child.signalCode === null) return 'running';
    return `exited (${child.exitCode ?? child.signalCode})`;
  }

  /** SIGKILL: the process ends at once, whatever it was doing. */
  kill(): Promise<void> {
    return this.signal('SIGKILL');
  }
}

/** A Redis server of the cluster's own, on a free port; it keeps nothing on disk. */
export class RedisServer extends ChildService {
  readonly url: string;

  constructor(
    readonly port: number,
    private readonly logFile: string,
  ) {
    super();
    this.url = `redis://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''];
    args.push('--appendonly', 'no');
    this.child = spawnLogged('redis-server', args, process.env, this.logFile);
    const child = this.child;
    await waitFor('Redis to answer', async () => {
      if (child.exitCode !== null)
        throw new Error(`redis-server exited:\n${logTail(this.logFile)}`);
      return redisPing(this.port);
    });
  }
}

async function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** HAProxy with deploy/haproxy.cfg, its addresses rewritten to this cluster's ports. */
export class Balancer extends ChildService {
  readonly url: string;
  private readonly statsUrl: string;
  private readonly configFile: string;
  private readonly logFile: string;

  constructor(
    readonly port: number,
    statsPort: number,
    servers: AppServer[],
    folder: string,
  ) {
    super();
    this.url = `http://127.0.0.1:${port}`;
    this.statsUrl = `http://127.0.0.1:${statsPort}/;csv`;
    this.configFile = path.join(folder, 'haproxy.cfg');
    this.logFile = path.join(folder, 'haproxy.log');
    const reference = fs.readFileSync(path.join(repositoryRoot, 'deploy', 'haproxy.cfg'), 'utf8');
    const serverLines = servers
      .map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`)
      .join('\n');
    const config = reference
      .replace(/^ {2}bind :8080$/m, `  bind 127.0.0.1:${port}`)
      .replace(/^ {2}bind 127\.0\.0\.1:8404$/m, `  bind 127.0.0.1:${statsPort}`)
      .replace(/^ {2}server app1 .*\n {2}server app2 .*$/m, serverLines);
    if (!config.includes(`127.0.0.1:${port}`) || !config.includes(serverLines)) {
      throw new Error('deploy/haproxy.cfg no longer has the lines the cluster rewrites');
    }
    fs.writeFileSync(this.configFile, config);
  }

  start(): void {
    execFileSync('haproxy', ['-c', '-q', '-f', this.configFile]);
    this.child = spawnLogged('haproxy', ['-db', '-f', this.configFile], process.env, this.logFile);
  }

  /** The backend's counters: requests HAProxy sent again (retries, redispatches to another server). */
  async retries(): Promise<{ retried: number; redispatched: number }> {
    const rows = await this.statsRows();
    const backend = rows.find((row) => row.pxname === 'app' && row.svname === 'BACKEND');
    return { retried: Number(backend?.wretr ?? 0), redispatched: Number(backend?.wredis ?? 0) };
  }

  private async statsRows(): Promise<Array<Record<string, string>>> {
    const response = await fetch(this.statsUrl, { signal: AbortSignal.timeout(2000) });
    const lines = (await response.text()).trim().split('\n');
    const header = (lines[0] ?? '').replace(/^# /, '').split(',');
    return lines.slice(1).map((line) => {
      const row: Record<string, string> = {};
      line.split(',').forEach((cell, at) => (row[header[at] ?? ''] = cell));
      return row;
    });
  }

  /** Each server's state as HAProxy sees it ("UP", "DOWN", "UP 1/2", …), by name. */
  async states(): Promise<Record<string, string>> {
    const response = await fetch(this.statsUrl, { signal: AbortSignal.timeout(2000) });
    const lines = (await response.text()).trim().split('\n');
    const header = (lines[0] ?? '').replace(/^# /, '').split(',');
    const nameAt = header.indexOf('svname');
    const statusAt = header.indexOf('status');
    const proxyAt = header.indexOf('pxname');
    const states: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      if (cells[proxyAt] !== 'app' || ['FRONTEND', 'BACKEND'].includes(cells[nameAt] ?? '')) {
        continue;
      }
      states[cells[nameAt] ?? ''] = cells[statusAt] ?? '';
    }
    return states;
  }

  /** Waits until HAProxy has taken these servers in (health checks passed) and out otherwise. */
  async waitUntil(up: string[], timeoutMs = 30_000): Promise<void> {
    await waitFor(
      `HAProxy to see ${up.join(', ')} up`,
      async () => {
        const states = await this.states();
        return up.every((name) => states[name] === 'UP');
      },
      timeoutMs,
      100,
    );
  }
}

export interface ClusterOptions {
  /** A PostgreSQL server's address with a database to connect to (the run's database is made). */
  adminUrl: string;
  servers: number;
  /** HAProxy in front (the default); without it, the servers alone. */
  balancer?: boolean;
  /** More environment for every app server. */
  env?: Record<string, string>;
  /** The demo marketplace in the database and the bucket first (a start outside production). */
  seedDemo?: boolean;
}

export interface Cluster {
  databaseUrl: string;
  /** A pool on the run's database, for checking what was written. */
  db: pg.Pool;
  servers: AppServer[];
  balancer: Balancer | null;
  redis: RedisServer;
  bucket: string;
  folder: string;
  close(): Promise<void>;
}

/** Starts everything; `close()` stops everything it started and drops the database. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  const cleanups: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    const name = `cluster_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: options.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: options.adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    });
    const databaseUrl = Object.assign(new URL(options.adminUrl), { pathname: `/${name}` }).href;
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    db.on('error', () => undefined); // a PostgreSQL restart ends idle connections; the pool reopens
    cleanups.push(() => db.end());

    const redis = new RedisServer(await freePort(), path.join(folder, 'redis.log'));
    await redis.start();
    cleanups.push(() => redis.stop());

    const bucket = 'skillvia-cluster';
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: path.join(folder, 's3'),
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    const balancerPort = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      SESSION_SECRET: crypto.randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...options.env,
    };
    const servers: AppServer[] = [];
    for (let index = 1; index <= options.servers; index++) {
      const dataDir = path.join(folder, `app${index}`);
      fs.mkdirSync(dataDir);
      servers.push(new AppServer(`app${index}`, await freePort(), dataDir, env, serverScript));
    }
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
    if (options.seedDemo) {
      const seedEnv = { ...env, NODE_ENV: 'development', SEED_DEMO: 'true' };
      const seeder = new AppServer(
        'seed',
        await freePort(),
        servers[0]!.dataDir,
        seedEnv,
        serverScript,
      );
      await seeder.start();
      await seeder.stop();
    }
    // Together, as a deployment starts them: migrations and queue set-up meet on one database.
    await Promise.all(servers.map((server) => server.start()));

    let balancer: Balancer | null = null;
    if (options.balancer !== false) {
      const started = new Balancer(balancerPort, await freePort(), servers, folder);
      started.start();
      balancer = started;
      cleanups.push(() => started.stop());
      await started.waitUntil(servers.map((server) => server.name));
    }
    return { databaseUrl, db, servers, balancer, redis, bucket, folder, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Stops the machine's PostgreSQL (Debian's cluster tools, as root), keeps it away for `awayMs`, and
 * starts it again. It runs beside the load, never blocking this process's event loop: the load
 * keeps going while the database is away.
 */
export async function restartPostgres(awayMs: number): Promise<void> {
  const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : [];
  const version = versions.sort().at(-1);
  if (!version) throw new Error('no Debian PostgreSQL cluster (/etc/postgresql) to restart');
  const cluster = (verb: 'stop' | 'start') =>
    promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', verb]);
  await cluster('stop');
  await pause(awayMs);
  await cluster('start');
}
