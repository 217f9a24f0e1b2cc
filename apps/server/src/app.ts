import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { ServerAction } from './actions/define.ts';
import { serverActions } from './actions/registry.ts';
import actionRoutes from './actions/routes.ts';
import { loadConfig, type Config } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { jobDefinitions, subscribers } from './events/registry.ts';
import { createCaptcha, type CaptchaDifficulty } from './lib/captcha.ts';
import { JobQueue, type JobDefinition } from './lib/job-queue.ts';
import { createLiveHub, type LiveHub } from './lib/live.ts';
import { OneLineRequestLog } from './lib/request-log.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createPasswordHasher, owaspCost, type PasswordCost } from './lib/passwords.ts';
import csrf from './plugins/csrf.ts';
import errorHandler from './plugins/error-handler.ts';
import rateLimit, { type LimitRule } from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import sessions from './plugins/sessions.ts';
import compression from './plugins/compression.ts';
import staticFiles from './plugins/static.ts';
import { createPageRenderer, createPageDescriber } from './modules/pages/index.ts';
import testControl from './plugins/test-control.ts';
import uploads from './plugins/uploads.ts';
import { createDomainEvents, subscriberJobs, type Subscriber } from './shared/domain-events.ts';
import { sitemapRoutes } from './modules/sitemap/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { captchaRoutes, pendingEmailOfUser } from './modules/accounts/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { topicRoutes } from './modules/topics/index.ts';
import { eventRoutes } from './modules/events/index.ts';
import { socialRoutes } from './modules/social/index.ts';
import { messagesRoutes } from './modules/messages/index.ts';
import { companyScheduleRoutes } from './modules/company-schedule/index.ts';
import { purchaseOrderJobNames, purchaseOrderRoutes } from './modules/purchase-orders/index.ts';
import { invoicesRoutes } from './modules/invoices/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { bookingJobNames } from './modules/bookings/index.ts';
import { trialJobNames } from './modules/billing/index.ts';
import { quoteJobNames } from './modules/quotes/index.ts';
import { assessmentJobNames } from './modules/training-assessments/index.ts';
import { createStorage, type ObjectStorage } from './lib/storage.ts';
import metrics from './plugins/metrics.ts';
import { logRedactions } from './lib/log-redactions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    live: LiveHub;
    /** Makes readyz answer 503 from now on (SIGTERM, before the server closes). */
    drain(): void;
  }
}

export interface BuildAppOptions {
  /** Defaults to the environment, parsed by loadConfig(). */
  config?: Config;
  /** Defaults to a database opened from the config (closed with the app). Not migrated here. */
  database?: DatabaseHandle;
  /** Extra jobs and subscribers (tests register probes). */
  extraJobs?: readonly JobDefinition[];
  extraSubscribers?: readonly Subscriber[];
  maintenanceIntervalSeconds?: number;
  /** Whether this app runs queued jobs; defaults to the config (tests run them with runDue()). */
  jobWorkers?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** A logger made beforehand (the server's start logs with it before the app exists). */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** One line per answered request instead of Fastify's two structured ones (readable logs). */
  oneLineRequestLogs?: boolean;
  /** argon2 cost; tests pass a cheap one. */
  passwordCost?: PasswordCost;
  rateLimits?: { global?: LimitRule; actions?: Record<string, LimitRule[]> };
  /** Extra server actions (tests register probes such as a handler that throws). */
  extraActions?: readonly ServerAction[];
  /** Defaults to SMTP (config.smtpUrl) or the outbox; tests may pass their own (not closed here). */
  mailer?: Mailer;
  /** Proof-of-work difficulty of the login captcha; tests pass a trivial one. */
  captchaDifficulty?: CaptchaDifficulty;
  /** Where uploads live; defaults to the config's (an S3 bucket, else DATA_DIR/uploads). */
  storage?: ObjectStorage;
  /** Told of every route as it is registered (a test checks the API reference describes each). */
  onRoute?: (route: RouteOptions) => void;
}

const MINUTE = 60 * 1000;
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** The whole application, without a listener: plugins, then modules. Tests call this. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const serverOptions: FastifyServerOptions = {
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : {
          logger: options.logger ?? {
            level: config.logLevel,
            redact: { paths: logRedactions, censor: '[redacted]' },
          },
        }),
    ...(options.oneLineRequestLogs ? { logController: new OneLineRequestLog() } : {}),
    // Fastify accepts a hop count too, though its types do not say so.
    trustProxy: config.trustProxy as boolean | string | string[],
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  };
  const app = Fastify(serverOptions);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const ownDatabase = options.database ? null : await openDatabase(config);
  const database = options.database ?? (ownDatabase as DatabaseHandle);
  const db = database.db;

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Only the contract's body types: form-encoded and JSON (multipart arrives with uploads).
  app.removeContentTypeParser('text/plain');

  // Infrastructure plugins.
  await app.register(errorHandler);
  await app.register(metrics, { database, token: config.metricsToken });
  await app.register(security, { isProduction: config.nodeEnv === 'production' });
  await app.register(rateLimit, {
    redisUrl: config.redisUrl,
    global: options.rateLimits?.global ?? { max: config.rateLimitPerMinute, windowMs: MINUTE },
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(sessions, { db, pendingEmail: pendingEmailOfUser });
  await app.register(csrf, { secret: config.sessionSecret });
  const storage = options.storage ?? createStorage(config);
  await app.register(uploads, { storage });
  await app.register(compression);
  await app.register(staticFiles, {
    webDistDir: config.webDistDir,
    appConfig: { productName: config.productName, defaultLanguage: config.defaultLanguage },
    defaultLanguage: config.defaultLanguage,
    pageCacheSeconds: config.pageCacheSeconds,
    reloadIndex: config.nodeEnv !== 'production',
    serveSourceMaps: config.nodeEnv !== 'production',
    describePage: createPageDescriber(db, config),
    renderPage: await createPageRenderer(app, {
      webDistDir: config.webDistDir,
      productName: config.productName,
      defaultLanguage: config.defaultLanguage,
      timeZone: config.renderTimeZone,
    }),
  });

  // Domain modules.
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  await app.register(systemRoutes, {
    database,
    productName: config.productName,
    storage,
    isDraining: () => draining,
  });
  await app.register(sitemapRoutes, { db, config });
  await app.register(siteRoutes, { config });
  const captcha = createCaptcha(config.sessionSecret, options.captchaDifficulty);
  await app.register(captchaRoutes, { captcha });
  const ownMailer = options.mailer ? null : createMailer(config, app.log);
  const mailer = options.mailer ?? (ownMailer as Mailer);

  // Jobs and live updates: every module records domain events into the queue and pushes to streams.
  const live = createLiveHub(database, app.log);
  const allSubscribers = [...subscribers, ...(options.extraSubscribers ?? [])];
  const jobs = new JobQueue({
    handle: database,
    definitions: [
      ...jobDefinitions,
      ...(options.extraJobs ?? []),
      ...subscriberJobs(allSubscribers),
    ],
    work: options.jobWorkers ?? config.jobWorkers,
    log: app.log,
    ...(options.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
      : {}),
  });
  const events = createDomainEvents(jobs, allSubscribers);
  // Live updates and jobs start when the app is made ready (listen, inject, ready): building it
  // asks nothing of the database, so a server builds it while its database opens and migrates.
  app.addHook('onReady', async () => {
    await live.start();
    await jobs.start({ db, config, mailer, log: app.log, jobs, live, storage });
  });
  app.decorate('jobs', jobs);
  app.decorate('live', live);
  // One hook, in order: no job runs on a closed mailer or database.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await live.stop();
    await ownMailer?.close();
    await ownDatabase?.close();
  });
  await app.register(profileRoutes, { db, config, storage });
  await app.register(topicRoutes, { db, config, storage });
  await app.register(eventRoutes, { db, config, storage });
  await app.register(socialRoutes, { db, config, events });
  await app.register(messagesRoutes, { db, live });
  await app.register(companyScheduleRoutes, { db, config });
  await app.register(purchaseOrderRoutes, { db });
  await app.register(invoicesRoutes, { db });
  await app.register(privacyRoutes, { db, storage, productName: config.productName });
  await app.register(settingsRoutes, { db, config });
  // End-to-end tests only: refused with NODE_ENV=production when the config is read.
  if (config.testControl) {
    await app.register(testControl, {
      db,
      jobs,
      sweeps: [
        bookingJobNames.sweep,
        quoteJobNames.sweep,
        assessmentJobNames.sweep,
        // Orders follow bookings moved by timers (a completed training fulfils its order).
        purchaseOrderJobNames.sweep,
        // A trial brought near its end reminds its admins.
        trialJobNames.sweep,
      ],
    });
  }
  const actions = [...serverActions, ...(options.extraActions ?? [])];
  const limitOverrides = config.actionRateLimits
    ? options.rateLimits?.actions
    : Object.fromEntries(actions.map((action) => [action.contract.name, []]));
  await app.register(actionRoutes, {
    actions,
    db,
    config,
    passwords: createPasswordHasher(options.passwordCost ?? owaspCost),
    mailer,
    captcha,
    events,
    jobs,
    live,
    storage,
    ...(limitOverrides ? { limitOverrides } : {}),
  });

  return app;
}
