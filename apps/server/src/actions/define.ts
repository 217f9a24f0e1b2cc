import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ActionDefinition } from '@app/contracts/action';
import type { BookingRole, DocumentRole } from '@app/contracts/states';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Captcha } from '../lib/captcha.ts';
import type { JobQueue } from '../lib/job-queue.ts';
import type { LiveHub } from '../lib/live.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { DomainEvents } from '../shared/domain-events.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import type { Limiter, LimitRule } from '../plugins/rate-limit.ts';
import type { RequestSession, SessionUser } from '../plugins/sessions.ts';
import type { ActiveMembership } from '../shared/memberships.repository.ts';
import type { Auditor } from '../shared/audit-log.ts';
import type { ObjectStorage } from '../lib/storage.ts';

/** Everything a handler may use. */
export interface ActionContext {
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
  db: Database;
  config: Config;
  passwords: PasswordHasher;
  mailer: Mailer;
  captcha: Captcha;
  /** Records what happened, in the caller's transaction, for other modules to react to. */
  events: DomainEvents;
  /** Writes the security log (shared/audit-log.ts), with this request's address and user. */
  audit: Auditor;
  jobs: JobQueue;
  /** Pushes events to a user's open streams (after the transaction commits). */
  live: LiveHub;
  /** Where uploads live (lib/storage.ts): the data folder or object storage. */
  storage: ObjectStorage;
  /**
   * The rate limits' counters (shared through Redis when configured), for a budget an action
   * spends on some answers only; nothing is counted while ACTION_RATE_LIMITS is off.
   */
  limiter: Limiter;
  session: RequestSession | null;
  user: SessionUser | null;
  /** The company the caller works in, read by the company rules of the authorisation table. */
  membership: ActiveMembership | null;
  /** The caller's roles on the booking a `party` rule names (buyer, provider, approver). */
  bookingRoles: BookingRole[];
  /** The caller's roles on the purchase order or invoice a `party` rule names (buyer, provider). */
  documentRoles: DocumentRole[];
  /** The signed-in user; throws auth_required without one (the access check did already). */
  requireUser(): SessionUser;
  /** The caller's company, for actions whose rule is companyStaff or companyAdmin. */
  requireMembership(): ActiveMembership;
  /** Starts a new session (new token) and issues an XSRF token bound to it. */
  signIn(userId: number, persistent: boolean, options?: { twoFactor?: boolean }): Promise<void>;
  /** Destroys the session and issues an XSRF token for a visitor. */
  signOut(): Promise<void>;
}

/** What a limit's key may be made from besides the input: the request, and the database. */
export interface LimitOrigin {
  request: FastifyRequest;
  db: Database;
}

/**
 * A limit on one action; `by` picks the key: the client address (default), the signed-in account
 * (`user`: a limit that follows a person across addresses), or a key made from the input and the
 * request (an account named in the input, the account of a sign-in half done); a null key skips
 * the limit for that request.
 */
export interface ActionLimit extends LimitRule {
  by?:
    | 'address'
    | 'user'
    | ((input: unknown, origin: LimitOrigin) => string | null | Promise<string | null>);
}

export interface ServerAction {
  contract: ActionDefinition;
  limits: ActionLimit[];
  handler(input: unknown, context: ActionContext): Promise<unknown>;
}

/**
 * The server side of a contract action, defined once: the contract supplies the name, endpoint,
 * access rule and schemas; the handler receives parsed input and returns the response body
 * (checked against the contract's response schema before it is sent).
 */
export function defineServerAction<Contract extends ActionDefinition>(
  contract: Contract,
  implementation: {
    rateLimit?: ActionLimit[];
    handler: (
      input: z.output<Contract['request']>,
      context: ActionContext,
    ) => Promise<z.input<Contract['response']>>;
  },
): ServerAction {
  return {
    contract,
    limits: implementation.rateLimit ?? [],
    handler: (input, context) =>
      implementation.handler(input as z.output<Contract['request']>, context),
  };
}
