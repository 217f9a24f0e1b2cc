import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUDIT_RETENTION_DAYS, companyAuditKinds, operatorAuditKinds } from '@app/contracts/audit';
import type { Queryable } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema.ts';

const actor = alias(users, 'actor');
const member = alias(users, 'member');

const columns = {
  id: auditEvents.id,
  kind: auditEvents.kind,
  createdAt: auditEvents.createdAt,
  ip: auditEvents.ip,
  userAgent: auditEvents.userAgent,
  detail: auditEvents.detail,
  userId: auditEvents.userId,
  actorId: auditEvents.actorId,
  actorName: actor.username,
};

/** One page of an account's log, newest first; one row more than asked says there is more. */
export async function selectAccountEvents(
  db: Queryable,
  userId: number,
  page: { before?: number | undefined; size: number },
) {
  return db
    .select(columns)
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.userId, userId),
        page.before === undefined ? undefined : lt(auditEvents.id, page.before),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(page.size + 1);
}

/**
 * One page of a log others read, newest first, with who did it and to whom: a company's
 * membership changes (its admins), or the operators' audit (every company).
 */
export async function selectScopedEvents(
  db: Queryable,
  scope: { companyId: number } | 'operators',
  page: { before?: number | undefined; size: number },
) {
  return db
    .select({ ...columns, memberName: member.username })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(member, eq(member.id, auditEvents.userId))
    .where(
      and(
        scope === 'operators' ? undefined : eq(auditEvents.companyId, scope.companyId),
        inArray(auditEvents.kind, [
          ...(scope === 'operators' ? operatorAuditKinds : companyAuditKinds),
        ]),
        page.before === undefined ? undefined : lt(auditEvents.id, page.before),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(page.size + 1);
}

/** Drops rows older than the retention period, but never the operators' audit; answers how many. */
export async function deleteExpiredEvents(db: Queryable): Promise<number> {
  const deleted = await db
    .delete(auditEvents)
    .where(
      and(
        lt(auditEvents.createdAt, sql`now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`),
        notInArray(auditEvents.kind, [...operatorAuditKinds]),
      ),
    )
    .returning({ id: auditEvents.id });
  return deleted.length;
}
