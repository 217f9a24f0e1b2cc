import { defaultTrialDays, requestablePlans, type RequestablePlan } from '@app/contracts/companies';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { languages } from '@app/contracts/locales';
import { repositoryRoot } from '../lib/paths.ts';
import type { S3StorageOptions } from '../lib/storage.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Each plan's price per year in euro cents, before VAT (PLAN_PRICES, in euro). */
export type PlanPrices = Record<RequestablePlan, number>;
const defaultPlanPrices: PlanPrices = { standard: 120_000, business: 240_000 };

/** `standard=1200,business=2400`: every plan a company can ask for, each a whole number of euro. */
function parsePlanPrices(text: string, context: z.RefinementCtx): PlanPrices {
  const prices: Partial<PlanPrices> = {};
  for (const pair of text.split(',')) {
    const [plan = '', euro = ''] = pair.split('=').map((part) => part.trim());
    if (!(requestablePlans as readonly string[]).includes(plan) || !/^\d{1,7}$/.test(euro)) {
      context.addIssue({ code: 'custom', message: `"${pair.trim()}" is not plan=euro` });
      return defaultPlanPrices;
    }
    prices[plan as RequestablePlan] = Number(euro) * 100;
  }
  const missing = requestablePlans.filter((plan) => prices[plan] === undefined);
  if (missing.length > 0) {
    context.addIssue({ code: 'custom', message: `has no price for ${missing.join(', ')}` });
    return defaultPlanPrices;
  }
  return prices as PlanPrices;
}

export const socialProviderNames = ['facebook', 'google', 'twitter', 'live'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DEFAULT_LANGUAGE: z.enum(languages).default('it'),
  PRODUCT_NAME: z.string().min(1).default('Skillvia'),
  OPERATOR_NAME: z.string().min(1).optional(),
  OPERATOR_ADDRESS: z.string().min(1).optional(),
  OPERATOR_VAT_ID: z.string().min(1).optional(),
  OPERATOR_EMAIL: z.email().optional(),
  // The operator as the seller of the platform's plans (its invoices' CedentePrestatore).
  OPERATOR_STREET: z.string().min(1).default('Via Privata Siracusa 4'),
  OPERATOR_POSTAL_CODE: z.string().min(1).default('20144'),
  OPERATOR_CITY: z.string().min(1).default('Milano'),
  OPERATOR_PROVINCE: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be two capital letters, e.g. MI')
    .optional(),
  OPERATOR_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code, e.g. IT')
    .default('IT'),
  OPERATOR_IBAN: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'must be an IBAN'))
    .default('IT60X0542811101000000123456'),
  PLAN_PRICES: z
    .string()
    .transform((text, context) => parsePlanPrices(text, context))
    .default(defaultPlanPrices),
  RENDER_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/Rome')
    .default('Europe/Rome'),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(1),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO: booleanText.optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  ACTION_RATE_LIMITS: booleanText.optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MESSAGE_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(defaultTrialDays),
  JOB_WORKERS: booleanText.optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  TEST_CONTROL: booleanText.optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  ...socialEnvShape(),
});

/** SOCIAL_{PROVIDER}_ISSUER (OpenID Connect discovery URL), _CLIENT_ID, _CLIENT_SECRET. */
function socialEnvShape() {
  const shape: Record<string, z.ZodOptional<z.ZodURL | z.ZodString>> = {};
  for (const name of socialProviderNames) {
    const prefix = `SOCIAL_${name.toUpperCase()}`;
    shape[`${prefix}_ISSUER`] = z.url({ protocol: /^https?$/ }).optional();
    shape[`${prefix}_CLIENT_ID`] = z.string().min(1).optional();
    shape[`${prefix}_CLIENT_SECRET`] = z.string().min(1).optional();
  }
  return shape;
}

export interface SocialProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export type NodeEnv = 'development' | 'production' | 'test';
export type TrustProxy = boolean | number | string[];

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each server keeps to PostgreSQL (requests and jobs share them). */
  databasePoolSize: number;
  defaultLanguage: (typeof languages)[number];
  /** The zone server-rendered pages write times in, before the browser shows the viewer's own. */
  renderTimeZone: string;
  /** How long a page drawn for a visitor is served to other visitors as it is (0: off). */
  pageCacheSeconds: number;
  productName: string;
  /**
   * Who runs the product, as the site pages (terms, privacy...) name it, and where reports from
   * the contact, support, abuse, IPR and GDPR forms are e-mailed.
   */
  operator: {
    name: string;
    address: string;
    vatId: string;
    email: string;
    /** The operator as the seller of its plans' invoices. */
    street: string;
    postalCode: string;
    city: string;
    province: string | null;
    country: string;
    iban: string;
  };
  /** Each plan's price per year in euro cents, before VAT. */
  planPrices: PlanPrices;
  /** The site pages and blog articles (Markdown), content/ in the repository. */
  contentDir: string;
  sessionSecret: string;
  logLevel: string;
  /** JSON lines for a log collector (production's default), or one readable line per request. */
  logFormat: 'json' | 'pretty';
  redisUrl: string | null;
  trustProxy: TrustProxy;
  webDistDir: string;
  seedDemo: boolean;
  /** API requests one client address may make per minute, over all actions. */
  rateLimitPerMinute: number;
  /** The per-action limits (login, join, reset...); off only for load tests from one address. */
  actionRateLimits: boolean;
  /** The address users reach the product at, for links in e-mails and OAuth redirects; null: from the request. */
  publicUrl: string | null;
  /** null: e-mails are written to DATA_DIR/outbox and their links logged. */
  smtpUrl: string | null;
  mailFrom: string;
  /** How long a message stays unread before it is e-mailed (the contract says 10 minutes). */
  messageEmailDelaySeconds: number;
  /** The free trial of a company that signs up, in days. */
  trialDays: number;
  /**
   * After SIGTERM, how long readyz answers 503 (so the load balancer stops sending requests)
   * before the server stops accepting them: a rolling restart then loses none.
   */
  shutdownDrainSeconds: number;
  /** Whether this server runs queued jobs (off: it only queues them, another server runs them). */
  jobWorkers: boolean;
  /** The test-control routes (`POST /__test/elapse`) for end-to-end tests; never in production. */
  testControl: boolean;
  /** The bearer token GET /metrics asks for; null: only callers on this machine may read it. */
  metricsToken: string | null;
  /** Where uploads live: S3-compatible object storage when a bucket is set, else DATA_DIR/uploads. */
  s3: S3StorageOptions | null;
  /** Only the providers whose issuer, client id and secret are all set. */
  socialProviders: Partial<Record<SocialProviderName, SocialProviderConfig>>;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const withoutBlanks = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );

function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
): z.output<Schema> {
  const parsed = schema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}

type EnvValues = z.output<typeof envSchema>;

function s3OptionsOf(
  values: Pick<EnvValues, `S3_${string}` & keyof EnvValues>,
): S3StorageOptions | null {
  if (!values.S3_BUCKET) return null;
  return {
    bucket: values.S3_BUCKET,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    // A self-hosted server (an endpoint of its own) is addressed by path unless told otherwise.
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? values.S3_ENDPOINT !== undefined,
  };
}

/** Parses the environment once, at start-up. Throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = withoutBlanks(env);
  const values = parseEnv(envSchema, env);
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: required in production (at least 32 characters)']);
  }
  if (isProduction && !values.PUBLIC_URL) {
    // E-mailed links (password resets, invitations) name the product's address: never one taken
    // from a request's Host header, which the client chooses.
    throw new ConfigError([
      'PUBLIC_URL: required in production (the address users reach the product at, e.g. https://skillvia.example)',
    ]);
  }
  if (isProduction && values.TEST_CONTROL) {
    // The routes move bookings and events in time for anyone who calls them.
    throw new ConfigError([
      'TEST_CONTROL: must not be true when NODE_ENV=production (it exposes the test-control routes)',
    ]);
  }
  const dataDir = path.resolve(process.cwd(), values.DATA_DIR);
  const databaseUrl = values.DATABASE_URL ?? null;
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    defaultLanguage: values.DEFAULT_LANGUAGE,
    renderTimeZone: values.RENDER_TIME_ZONE,
    pageCacheSeconds: values.PAGE_CACHE_SECONDS,
    productName: values.PRODUCT_NAME,
    operator: {
      name: values.OPERATOR_NAME ?? `${values.PRODUCT_NAME} S.r.l.`,
      address: values.OPERATOR_ADDRESS ?? 'Via Privata Siracusa 4, 20144 Milano (MI), Italia',
      vatId: values.OPERATOR_VAT_ID ?? 'IT 12345670964',
      street: values.OPERATOR_STREET,
      postalCode: values.OPERATOR_POSTAL_CODE,
      city: values.OPERATOR_CITY,
      province: values.OPERATOR_PROVINCE ?? (values.OPERATOR_COUNTRY === 'IT' ? 'MI' : null),
      country: values.OPERATOR_COUNTRY,
      iban: values.OPERATOR_IBAN,
      email:
        values.OPERATOR_EMAIL ??
        `info@${values.PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
    },
    contentDir: path.join(repositoryRoot(), 'content'),
    sessionSecret: values.SESSION_SECRET ?? developmentSecret(dataDir, values.NODE_ENV),
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: values.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    redisUrl: values.REDIS_URL ?? null,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    webDistDir: values.WEB_DIST_DIR
      ? path.resolve(process.cwd(), values.WEB_DIST_DIR)
      : path.join(repositoryRoot(), 'apps', 'web', 'dist'),
    // Demo data only for the embedded database outside production, unless asked otherwise.
    seedDemo: isProduction ? false : (values.SEED_DEMO ?? databaseUrl === null),
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    actionRateLimits: values.ACTION_RATE_LIMITS ?? true,
    publicUrl: values.PUBLIC_URL ? values.PUBLIC_URL.replace(/\/+$/, '') : null,
    smtpUrl: values.SMTP_URL ?? null,
    // The sender's address is on the product's domain: MAIL_FROM, else PUBLIC_URL's host.
    mailFrom:
      values.MAIL_FROM ??
      `${values.PRODUCT_NAME} <no-reply@${values.PUBLIC_URL ? new URL(values.PUBLIC_URL).hostname : 'localhost'}>`,
    messageEmailDelaySeconds: values.MESSAGE_EMAIL_DELAY_SECONDS,
    trialDays: values.TRIAL_DAYS,
    planPrices: values.PLAN_PRICES,
    jobWorkers: values.JOB_WORKERS ?? true,
    shutdownDrainSeconds: values.SHUTDOWN_DRAIN_SECONDS ?? (isProduction ? 3 : 0),
    testControl: values.TEST_CONTROL ?? false,
    metricsToken: values.METRICS_TOKEN ?? null,
    s3: s3OptionsOf(values),
    socialProviders: socialProvidersFrom(blanksRemoved),
  };
}

/** What the admin command (`npm run admin`) reads: where the data is, and where uploads go. */
export interface ToolConfig {
  dataDir: string;
  databaseUrl: string | null;
  s3: S3StorageOptions | null;
}

const toolEnvSchema = envSchema.pick({
  DATA_DIR: true,
  DATABASE_URL: true,
  S3_BUCKET: true,
  S3_ENDPOINT: true,
  S3_REGION: true,
  S3_ACCESS_KEY_ID: true,
  S3_SECRET_ACCESS_KEY: true,
  S3_FORCE_PATH_STYLE: true,
});

/**
 * The same variables and rules as loadConfig(), and only those: the admin command needs no
 * session secret, and must not write one into a data folder it only reads (`move`).
 */
export function loadToolConfig(env: NodeJS.ProcessEnv = process.env): ToolConfig {
  const values = parseEnv(toolEnvSchema, env);
  return {
    dataDir: path.resolve(process.cwd(), values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    s3: s3OptionsOf(values),
  };
}

function socialProvidersFrom(env: Record<string, string | undefined>) {
  const providers: Partial<Record<SocialProviderName, SocialProviderConfig>> = {};
  for (const name of socialProviderNames) {
    const prefix = `SOCIAL_${name.toUpperCase()}`;
    const issuer = env[`${prefix}_ISSUER`];
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (issuer && clientId && clientSecret) providers[name] = { issuer, clientId, clientSecret };
  }
  return providers;
}

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Outside production a secret is generated once and kept in DATA_DIR/.secret (mode 600). */
function developmentSecret(dataDir: string, nodeEnv: NodeEnv): string {
  if (nodeEnv === 'test') return crypto.randomBytes(32).toString('base64url');
  const file = path.join(dataDir, '.secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * What a production start should hear about, though it may be right: an HTTPS address with no
 * trusted proxy means the app sees plain HTTP from its TLS proxy, so its cookies (session, XSRF)
 * would leave without the Secure flag.
 */
export function startupWarnings(
  config: Pick<Config, 'nodeEnv' | 'publicUrl' | 'trustProxy'>,
): string[] {
  const warnings: string[] = [];
  const noProxy =
    config.trustProxy === false ||
    config.trustProxy === 0 ||
    (Array.isArray(config.trustProxy) && config.trustProxy.length === 0);
  if (config.nodeEnv === 'production' && config.publicUrl?.startsWith('https:') && noProxy) {
    warnings.push(
      'PUBLIC_URL is https but TRUST_PROXY is not set: behind a TLS proxy the app sees plain HTTP and its cookies leave without the Secure flag (set TRUST_PROXY to the proxy, README "Deployment")',
    );
  }
  return warnings;
}
