import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportQueueFilter } from '@app/contracts/actions/report-queue';
import { openReportStates } from '@app/contracts/states';
import type { Queryable } from '../../db/client.ts';
import { siteReportEntries, siteReports, users } from '../../db/schema.ts';
import type { StateColumn } from '../../shared/state-history.repository.ts';

/** Where the report machine keeps a report's state (shared/state-machine.ts). */
export const reportStateColumn: StateColumn = {
  table: siteReports,
  id: siteReports.id,
  state: siteReports.state,
};

const assignee = alias(users, 'assignee');

/** Reports of one thing share a key; a report of no thing (a site form) is its own group. */
const groupKey = sql`coalesce(${siteReports.targetKind} || ':' || ${siteReports.targetId}, 'report:' || ${siteReports.id})`;

function stateCondition(filter: ReportQueueFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'open') return inArray(siteReports.state, [...openReportStates]);
  return eq(siteReports.state, filter);
}

/**
 * The queue: one row per reported thing (its earliest report in the view, with how many there
 * are), oldest first, so the longest-waiting report is on top.
 */
export async function selectReportQueue(
  db: Queryable,
  view: { filter: ReportQueueFilter; assigneeId?: number | undefined },
) {
  const where = and(
    stateCondition(view.filter),
    view.assigneeId === undefined ? undefined : eq(siteReports.assigneeId, view.assigneeId),
  );
  const ranked = db
    .select({
      id: siteReports.id,
      rank: sql<number>`row_number() over (partition by ${groupKey} order by ${siteReports.createdAt}, ${siteReports.id})`.as(
        'rank',
      ),
      count: sql<number>`(count(*) over (partition by ${groupKey}))::int`.as('count'),
    })
    .from(siteReports)
    .where(where)
    .as('ranked');
  return db
    .select({
      id: siteReports.id,
      reference: siteReports.reference,
      kind: siteReports.kind,
      targetKind: siteReports.targetKind,
      targetId: siteReports.targetId,
      reason: siteReports.reason,
      subject: siteReports.subject,
      name: siteReports.name,
      state: siteReports.state,
      assigneeId: siteReports.assigneeId,
      assigneeName: assignee.username,
      count: ranked.count,
      createdAt: siteReports.createdAt,
    })
    .from(ranked)
    .innerJoin(siteReports, eq(siteReports.id, ranked.id))
    .leftJoin(assignee, eq(assignee.id, siteReports.assigneeId))
    .where(eq(ranked.rank, 1))
    .orderBy(asc(siteReports.createdAt), asc(siteReports.id))
    .limit(500);
}

export async function countOpenReports(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(siteReports)
    .where(inArray(siteReports.state, [...openReportStates]));
  return row?.count ?? 0;
}

/** One report with its assignee's name. */
export async function findQueuedReport(db: Queryable, id: number) {
  const [row] = await db
    .select({ report: siteReports, assigneeName: assignee.username, reporterName: users.username })
    .from(siteReports)
    .leftJoin(assignee, eq(assignee.id, siteReports.assigneeId))
    .leftJoin(users, eq(users.id, siteReports.userId))
    .where(eq(siteReports.id, id))
    .limit(1);
  return row ?? null;
}

/** The reports of the same thing as this one (itself included), oldest first. */
export async function selectReportGroup(
  db: Queryable,
  report: { id: number; targetKind: string | null; targetId: number | null },
) {
  const sameThing =
    report.targetKind !== null && report.targetId !== null
      ? and(
          eq(siteReports.targetKind, report.targetKind as never),
          eq(siteReports.targetId, report.targetId),
        )
      : eq(siteReports.id, report.id);
  return db
    .select({
      id: siteReports.id,
      reference: siteReports.reference,
      name: siteReports.name,
      reason: siteReports.reason,
      message: siteReports.message,
      state: siteReports.state,
      createdAt: siteReports.createdAt,
    })
    .from(siteReports)
    .where(sameThing)
    .orderBy(asc(siteReports.createdAt), asc(siteReports.id))
    .for('update');
}

export async function setReportAssignee(db: Queryable, ids: number[], assigneeId: number | null) {
  if (ids.length === 0) return;
  await db
    .update(siteReports)
    .set({ assigneeId, updatedAt: sql`now()` })
    .where(inArray(siteReports.id, ids));
}

export async function insertReportEntry(
  db: Queryable,
  entry: { reportId: number; kind: 'note' | 'reply'; authorId: number; body: string },
): Promise<number> {
  const [row] = await db
    .insert(siteReportEntries)
    .values(entry)
    .returning({ id: siteReportEntries.id });
  return row!.id;
}

/** A person's username and whether their account is suspended. */
export async function findAccountSummary(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function selectReportEntries(db: Queryable, reportIds: number[]) {
  return db
    .select({
      id: siteReportEntries.id,
      kind: siteReportEntries.kind,
      body: siteReportEntries.body,
      author: users.username,
      createdAt: siteReportEntries.createdAt,
    })
    .from(siteReportEntries)
    .leftJoin(users, eq(users.id, siteReportEntries.authorId))
    .where(inArray(siteReportEntries.reportId, reportIds))
    .orderBy(asc(siteReportEntries.id));
}

export async function findReportEntry(db: Queryable, id: number) {
  const [row] = await db
    .select({ entry: siteReportEntries, report: siteReports })
    .from(siteReportEntries)
    .innerJoin(siteReports, eq(siteReports.id, siteReportEntries.reportId))
    .where(eq(siteReportEntries.id, id))
    .limit(1);
  return row ?? null;
}
