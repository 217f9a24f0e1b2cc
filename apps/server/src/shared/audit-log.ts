import type { FastifyRequest } from 'fastify';
import type { AuditKind } from '@app/contracts/audit';
import type { Queryable } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';

/** Where an event came from: the request's address and browser, when there was a request. */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
  /** Who made the request (signed in), when anyone was. */
  actorId: number | null;
}

export interface AuditEntry {
  /** The account the event concerns; the request's user when not given. */
  userId?: number | null;
  /** Who did it; the request's user (else the account itself) when not given, null: unknown. */
  actorId?: number | null;
  /** The company of a role change. */
  companyId?: number | null;
  detail?: Record<string, string>;
}

/**
 * Writes the security log, always in the transaction of the change it records (or right after a
 * change that has none, such as a sign-in): a change and its record stand or fall together.
 */
export interface Auditor {
  record(db: Queryable, kind: AuditKind, entry?: AuditEntry): Promise<void>;
  readonly origin: AuditOrigin;
}

const USER_AGENT_MAX = 300;

export function originOf(request: FastifyRequest, actorId: number | null): AuditOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX) : null,
    actorId,
  };
}

export function createAuditor(origin: AuditOrigin): Auditor {
  return {
    origin,
    async record(db, kind, entry = {}) {
      const userId = entry.userId === undefined ? origin.actorId : entry.userId;
      await db.insert(auditEvents).values({
        kind,
        userId,
        actorId: entry.actorId !== undefined ? entry.actorId : (origin.actorId ?? userId),
        companyId: entry.companyId ?? null,
        ip: origin.ip,
        userAgent: origin.userAgent,
        detail: entry.detail ?? {},
      });
    },
  };
}
