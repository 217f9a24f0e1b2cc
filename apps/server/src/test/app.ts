import fs from 'node:fs';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../lib/job-queue.ts';
import { repositoryRoot } from '../lib/paths.ts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { insertAccount } from '../modules/accounts/index.ts';
import { createPasswordHasher, type PasswordCost } from '../lib/passwords.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/** Cheap argon2 for tests: the real cost is exercised by passwords.test.ts. */
export const testPasswordCost: PasswordCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const testPasswords = createPasswordHasher(testPasswordCost);

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), `skillvia-test-${crypto.randomBytes(4).toString('hex')}`),
    databaseUrl: null,
    databasePoolSize: 10,
    defaultLanguage: 'it',
    renderTimeZone: 'Europe/Rome',
    // Off: a test reads what it has just written (the cache has its own tests).
    pageCacheSeconds: 0,
    productName: 'Skillvia',
    operator: {
      name: 'Skillvia S.r.l.',
      address: 'Via Privata Siracusa 4, 20144 Milano (MI), Italia',
      vatId: 'IT 12345670964',
      email: 'operators@skillvia.example',
      street: 'Via Privata Siracusa 4',
      postalCode: '20144',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
      iban: 'IT60X0542811101000000123456',
    },
    planPrices: { standard: 120_000, business: 240_000 },
    contentDir: path.join(repositoryRoot(), 'content'),
    sessionSecret: crypto.randomBytes(32).toString('base64url'),
    logLevel: 'silent',
    logFormat: 'json',
    redisUrl: null,
    trustProxy: false,
    webDistDir: path.join(os.tmpdir(), 'skillvia-no-web-build'),
    seedDemo: false,
    rateLimitPerMinute: 600,
    actionRateLimits: true,
    publicUrl: null,
    smtpUrl: null,
    mailFrom: 'Skillvia <no-reply@localhost>',
    s3: null,
    metricsToken: null,
    socialProviders: {},
    messageEmailDelaySeconds: 600,
    trialDays: 30,
    jobWorkers: false,
    shutdownDrainSeconds: 0,
    testControl: false,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's job queue: `jobs.runDue()` runs every job that is due (workers do not poll in tests). */
  jobs: JobQueue;
  db: Database;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  config?: Partial<Config>;
  /** Reuse a database (another app on the same data); otherwise a fresh one is created. */
  database?: TestDatabase;
}

/** The app on a fresh migrated database (call once per test file, in beforeAll). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { config: configOverrides, database: given, ...rest } = options;
  const database = given ?? (await createTestDatabase());
  const config = testConfig(configOverrides);
  const app = await buildApp({
    config,
    database: database.handle,
    logger: false,
    passwordCost: testPasswordCost,
    ...rest,
  });
  await app.ready();
  return {
    app,
    jobs: app.jobs,
    db: database.handle.db,
    database,
    config,
    async close() {
      await app.close();
      if (!given) await database.drop();
      // The generated data folder (uploads, outbox) is the test's own; a given one is the caller's.
      if (!configOverrides?.dataDir) fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

interface StoredCookie {
  value: string;
}

/** A browser stand-in: keeps cookies between requests and sends the XSRF header. */
export class TestClient {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly app: FastifyInstance,
    /** The client's address, for tests of per-address limits. */
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookieHeader = [...this.cookies]
      .map(([name, { value }]) => `${name}=${value}`)
      .join('; ');
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...options.headers },
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value });
    }
    return response;
  }

  /** GET / like a browser page load: receives the XSRF-TOKEN cookie. */
  loadPage(url = '/'): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url, headers: { accept: 'text/html' } });
  }

  /** Calls an action, form-encoded by default, with the XSRF header from the cookie. */
  async action(
    action: string,
    fields: Record<string, string | number | boolean> = {},
    options: { endpoint?: string; json?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    if (!this.cookie('XSRF-TOKEN')) await this.loadPage();
    const body = { action, ...fields };
    const payload = options.json
      ? JSON.stringify(body)
      : new URLSearchParams(
          Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
        ).toString();
    return this.request({
      method: 'POST',
      url: `/inc/${options.endpoint ?? 'main'}`,
      payload,
      headers: {
        'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
        'x-xsrf-token': this.cookie('XSRF-TOKEN') ?? '',
        ...options.headers,
      },
    });
  }

  async login(username: string, password: string, remember = true) {
    const response = await this.action('login', { username, password, cookie: remember });
    return response;
  }
}

let userCounter = 0;

/** Inserts an account directly (faster than the join action); returns its id and credentials. */
export async function createUser(
  db: Database,
  overrides: { username?: string; email?: string; password?: string; verified?: boolean } = {},
) {
  userCounter += 1;
  const suffix = `${Date.now().toString(36)}${userCounter}`;
  const username = overrides.username ?? `user_${suffix}`;
  const email = overrides.email ?? `${username}@example.com`;
  const password = overrides.password ?? 'Secret-pass-1';
  const id = await insertAccount(db, {
    username,
    email,
    passwordHash: await testPasswords.hash(password),
  });
  // An established account has confirmed its address, unless the test says otherwise.
  if (overrides.verified !== false) {
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  }
  return { id, username, email, password };
}
