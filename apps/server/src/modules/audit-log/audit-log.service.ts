import { AUDIT_PAGE_SIZE } from '@app/contracts/audit';
import type { Database } from '../../db/client.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import {
  deleteExpiredEvents,
  selectAccountEvents,
  selectScopedEvents,
} from './audit-log.repository.ts';

type Row = Awaited<ReturnType<typeof selectAccountEvents>>[number];

function describe(row: Row) {
  return {
    id: row.id,
    kind: row.kind,
    date: row.createdAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    // Someone else's doing (a company admin) is named; the account's own is not.
    actor: row.actorId !== null && row.actorId !== row.userId ? row.actorName : null,
    detail: row.detail,
  };
}

function paged<T>(rows: T[]) {
  return { list: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE };
}

export async function accountLog(db: Database, userId: number, before?: number) {
  const { list, more } = paged(
    await selectAccountEvents(db, userId, { before, size: AUDIT_PAGE_SIZE }),
  );
  return { list: list.map(describe), more };
}

/** A log others read (a company's admins, the operators): who did what to whom. */
async function scopedLog(
  db: Database,
  scope: Parameters<typeof selectScopedEvents>[1],
  before?: number,
) {
  const { list, more } = paged(
    await selectScopedEvents(db, scope, { before, size: AUDIT_PAGE_SIZE }),
  );
  return {
    list: list.map((row) => ({
      ...describe(row),
      actor: row.actorName,
      member: row.memberName,
    })),
    more,
  };
}

export const companyLog = (db: Database, companyId: number, before?: number) =>
  scopedLog(db, { companyId }, before);

/** The operators' audit: every action of the platform's staff, kept past the year. */
export const operatorLog = (db: Database, before?: number) => scopedLog(db, 'operators', before);

/** The daily retention sweep: nothing older than a year stays. */
export async function pruneAuditLog(ctx: JobContext) {
  const deleted = await deleteExpiredEvents(ctx.db);
  if (deleted > 0) ctx.log.info({ deleted }, 'audit events past their year removed');
}
