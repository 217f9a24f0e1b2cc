import { AUDIT_PAGE_SIZE } from '@app/contracts/audit';
import type { Database } from '../../db/client.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import {
  deleteExpiredEvents,
  selectAccountEvents,
  selectCompanyEvents,
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

export async function companyLog(db: Database, companyId: number, before?: number) {
  const { list, more } = paged(
    await selectCompanyEvents(db, companyId, { before, size: AUDIT_PAGE_SIZE }),
  );
  return {
    list: list.map((row) => ({
      ...describe(row),
      // A company admin reads who did what to whom.
      actor: row.actorName,
      member: row.memberName,
    })),
    more,
  };
}

/** The daily retention sweep: nothing older than a year stays. */
export async function pruneAuditLog(ctx: JobContext) {
  const deleted = await deleteExpiredEvents(ctx.db);
  if (deleted > 0) ctx.log.info({ deleted }, 'audit events past their year removed');
}
