import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, type Endpoint } from '@app/contracts/action';
import { findUnsafeFields } from '@app/contracts/input-safety';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createAuditor, originOf } from '../shared/audit-log.ts';
import { AppError, InputError } from '../lib/app-error.ts';
import type { Captcha } from '../lib/captcha.ts';
import type { JobQueue } from '../lib/job-queue.ts';
import type { LiveHub } from '../lib/live.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { DomainEvents } from '../shared/domain-events.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import { fieldErrorsOf } from '../plugins/error-handler.ts';
import { authorize } from '../shared/authorization.ts';
import { unlimited, type LimitRule } from '../plugins/rate-limit.ts';
import type { ActionContext, ActionLimit, ServerAction } from './define.ts';
import type { ObjectStorage } from '../lib/storage.ts';

export interface ActionRoutesOptions {
  actions: readonly ServerAction[];
  db: Database;
  config: Config;
  passwords: PasswordHasher;
  mailer: Mailer;
  captcha: Captcha;
  events: DomainEvents;
  jobs: JobQueue;
  live: LiveHub;
  storage: ObjectStorage;
  /** Replaces an action's own limits (tests use small ones). */
  limitOverrides?: Record<string, LimitRule[]>;
}

/** Paths of the output that the response schema dropped: fields a handler must not leak. */
function extraKeys(output: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(output) && Array.isArray(parsed)) {
    return output.flatMap((item, index) => extraKeys(item, parsed[index], `${at}[${index}]`));
  }
  if (!output || typeof output !== 'object' || !parsed || typeof parsed !== 'object') return [];
  if (output instanceof Date) return [];
  return Object.entries(output).flatMap(([key, value]) =>
    Object.hasOwn(parsed, key)
      ? extraKeys(value, (parsed as Record<string, unknown>)[key], `${at}.${key}`)
      : [`${at}.${key}`],
  );
}

/**
 * POST /inc/{main,second,selling}: the body's `action` picks the action. CSRF has been checked by
 * then (onRequest); here: unknown action, access, input schema, limits, handler, response schema.
 */
const actionRoutes: FastifyPluginCallback<ActionRoutesOptions> = (app, options, done) => {
  const byName = new Map<string, ServerAction>();
  for (const action of options.actions) {
    if (byName.has(action.contract.name)) {
      done(new Error(`Action ${action.contract.name} is defined twice`));
      return;
    }
    byName.set(action.contract.name, action);
  }
  const strictResponses = options.config.nodeEnv !== 'production';

  const enforceLimits = async (
    action: ServerAction,
    input: unknown,
    request: FastifyRequest,
  ): Promise<void> => {
    const overrides = options.limitOverrides?.[action.contract.name];
    const limits: ActionLimit[] = overrides ?? action.limits;
    for (const [index, limit] of limits.entries()) {
      const subject =
        typeof limit.by === 'function'
          ? await limit.by(input, { request, db: options.db })
          : limit.by === 'user'
            ? request.user
              ? `user:${request.user.id}`
              : null
            : `address:${request.ip}`;
      if (subject === null) continue;
      const key = `action:${action.contract.name}:${index}:${subject}`;
      const result = await app.limiter.hit(key, limit);
      if (!result.allowed) {
        throw Object.assign(new AppError('rate_limited'), {
          retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000),
        });
      }
    }
  };

  const handle = async (endpoint: Endpoint, request: FastifyRequest, reply: FastifyReply) => {
    const body =
      request.body && typeof request.body === 'object' && !Array.isArray(request.body)
        ? (request.body as Record<string, unknown>)
        : {};
    const { action: name, ...fields } = body;
    const action = typeof name === 'string' ? byName.get(name) : undefined;
    if (!action || action.contract.endpoint !== endpoint) throw new AppError('unknown_action');
    request.actionName = action.contract.name;
    const { contract } = action;
    // A visitor learns that they must sign in before anything about their input.
    if (contract.access.who !== 'anyone' && !request.user) throw new AppError('auth_required');

    // What no field may hold, whatever the action (contracts/input-safety.ts): refused before the
    // action's own schema, never reaching the database.
    const unsafe = findUnsafeFields(fields);
    if (unsafe.length > 0) {
      throw new InputError(
        Object.fromEntries(unsafe.map((field) => [field.path || 'input', [field.problem]])),
      );
    }
    const parsedInput = contract.request.safeParse(fields);
    if (!parsedInput.success) throw new InputError(fieldErrorsOf(parsedInput.error));
    await enforceLimits(action, parsedInput.data, request);
    const { membership, bookingRoles, documentRoles } = await authorize(
      options.db,
      contract.access,
      request.user,
      parsedInput.data as Record<string, unknown>,
    );

    const context: ActionContext = {
      request,
      reply,
      log: request.log,
      db: options.db,
      config: options.config,
      passwords: options.passwords,
      mailer: options.mailer,
      captcha: options.captcha,
      events: options.events,
      audit: createAuditor(originOf(request, request.user?.id ?? null)),
      jobs: options.jobs,
      live: options.live,
      storage: options.storage,
      limiter: options.config.actionRateLimits ? app.limiter : unlimited,
      session: request.session,
      user: request.user,
      membership,
      bookingRoles,
      documentRoles,
      requireUser() {
        if (!request.user) throw new AppError('auth_required');
        return request.user;
      },
      requireMembership() {
        if (!membership) throw new Error(`${contract.name} declares no company rule`);
        return membership;
      },
      async signIn(userId, persistent, signInOptions) {
        await app.sessions.start(request, reply, userId, persistent, signInOptions);
        reply.issueCsrfToken();
      },
      async signOut() {
        await app.sessions.end(request, reply);
        reply.issueCsrfToken();
      },
    };
    const output = await action.handler(parsedInput.data, context);
    const parsedOutput = contract.response.safeParse(output);
    if (!parsedOutput.success) {
      throw new Error(`Action ${contract.name} answered outside its contract`, {
        cause: parsedOutput.error,
      });
    }
    if (strictResponses) {
      const leaked = extraKeys(output, parsedOutput.data);
      if (leaked.length > 0) {
        throw new Error(`Action ${contract.name} leaked fields: ${leaked.join(', ')}`);
      }
    }
    return reply.code(200).send(parsedOutput.data);
  };

  for (const endpoint of endpoints) {
    app.post(
      `/inc/${endpoint}`,
      {
        // A reply is one person's data: no cache, shared or private, ever keeps it (failures too).
        onRequest: (_request, reply, done) => {
          reply.header('cache-control', 'no-store');
          done();
        },
      },
      (request, reply) => handle(endpoint, request, reply),
    );
  }
  done();
};

export default actionRoutes;
