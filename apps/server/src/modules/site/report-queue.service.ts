import type { ReportQueueFilter } from '@app/contracts/actions/report-queue';
import { isLanguage, type Language } from '@app/contracts/locales';
import { availableTransitions, reportMachine, type ReportTransition } from '@app/contracts/states';
import type { Database } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { renderEmail } from '../../lib/email-layout.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { describeReported, selectMessageNeighbours } from '../../shared/records.repository.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import { listPlatformStaff } from '../platform-staff/index.ts';
import {
  countOpenReports,
  findQueuedReport,
  findReportEntry,
  findAccountSummary,
  insertReportEntry,
  reportStateColumn,
  selectReportEntries,
  selectReportGroup,
  selectReportQueue,
  setReportAssignee,
} from './report-queue.repository.ts';
import { siteJobNames } from './site.service.ts';

/**
 * The operators' queue of reports (docs/product.md, "The operator console"). Reports of one thing
 * are one case: a transition moves every report of it that can move, the assignee is the case's,
 * and its notes and replies are read together. Each change is in the operators' audit, written
 * in its transaction.
 */

const staffActor = (userId: number) => ({ userId, roles: ['staff'] as const });

const personOf = (userId: number | null, username: string | null) =>
  userId !== null && username !== null ? { userId, username } : null;

export async function reportQueue(
  db: Database,
  view: { filter: ReportQueueFilter; assigneeId?: number | undefined },
) {
  const [rows, openCount] = await Promise.all([selectReportQueue(db, view), countOpenReports(db)]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      targetKind: row.targetKind,
      targetId: row.targetId,
      reason: row.reason,
      subject: row.subject,
      name: row.name,
      state: row.state,
      assignee: personOf(row.assigneeId, row.assigneeName),
      count: row.count,
      createdAt: row.createdAt.toISOString(),
    })),
    openCount,
  };
}

export async function reportDetail(db: Database, id: number, callerId: number) {
  const found = await findQueuedReport(db, id);
  if (!found) throw new AppError('not_found');
  const { report } = found;
  const group = await selectReportGroup(db, report);
  const hasTarget = report.targetKind !== null && report.targetId !== null;
  const [entries, thing, neighbours, staff] = await Promise.all([
    selectReportEntries(
      db,
      group.map((member) => member.id),
    ),
    hasTarget ? describeReported(db, report.targetKind!, report.targetId!) : null,
    report.targetKind === 'message' && report.targetId !== null
      ? selectMessageNeighbours(db, report.targetId)
      : [],
    listPlatformStaff(db, callerId),
  ]);
  const owner = thing?.ownerId ? await findAccountSummary(db, thing.ownerId) : null;
  return {
    report: {
      id: report.id,
      reference: report.reference,
      kind: report.kind,
      targetKind: report.targetKind,
      targetId: report.targetId,
      reason: report.reason,
      subject: report.subject,
      name: report.name,
      email: report.email,
      message: report.message,
      link: report.link,
      language: report.language,
      state: report.state,
      assignee: personOf(report.assigneeId, found.assigneeName),
      reporter: personOf(report.userId, found.reporterName),
      count: group.length,
      createdAt: report.createdAt.toISOString(),
      transitions: availableTransitions(reportMachine, report.state, ['staff']),
    },
    group: group.map((member) => ({ ...member, createdAt: member.createdAt.toISOString() })),
    entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    target: thing
      ? {
          title: thing.title,
          link: thing.link,
          owner: personOf(thing.ownerId, owner?.username ?? null),
          hidden: thing.hidden,
          ownerSuspended: owner?.suspended ?? false,
        }
      : null,
    messages: neighbours.map((message) => ({
      ...message,
      createdAt: message.createdAt.toISOString(),
      isReported: message.id === report.targetId,
    })),
    staff: staff
      .filter((member) => member.isActive)
      .map(({ userId, username }) => ({ userId, username })),
  };
}

/**
 * Fires a transition on a report and on every report of the same thing it can fire from (a
 * resolved duplicate stays resolved when the case is reopened from another one). `take` makes
 * the caller the case's assignee.
 */
export async function moveReport(
  db: Database,
  audit: Auditor,
  request: { id: number; transition: ReportTransition; actorId: number },
) {
  await db.transaction(async (tx) => {
    const found = await findQueuedReport(tx, request.id);
    if (!found) throw new AppError('not_found');
    const group = await selectReportGroup(tx, found.report);
    const from = reportMachine.transitions[request.transition].from;
    const moving = group.filter(
      (member) => member.id === request.id || from.includes(member.state),
    );
    for (const member of moving) {
      await fireTransition(tx, {
        machine: reportMachine,
        target: reportStateColumn,
        record: { id: member.id, state: member.state },
        transition: request.transition,
        actor: staffActor(request.actorId),
      });
    }
    if (request.transition === 'take') {
      await setReportAssignee(
        tx,
        moving.map((member) => member.id),
        request.actorId,
      );
    }
    await audit.record(tx, 'report_state_changed', {
      userId: found.report.userId,
      detail: {
        reference: found.report.reference,
        transition: request.transition,
        reports: String(moving.length),
      },
    });
  });
}

export async function assignReport(
  db: Database,
  audit: Auditor,
  request: { id: number; assigneeId: number | null; callerId: number },
) {
  const staff = await listPlatformStaff(db, request.callerId);
  const assignee = staff.find((member) => member.userId === request.assigneeId && member.isActive);
  if (request.assigneeId !== null && !assignee) {
    throw new InputError({ assigneeId: ['validation.invalid'] });
  }
  await db.transaction(async (tx) => {
    const found = await findQueuedReport(tx, request.id);
    if (!found) throw new AppError('not_found');
    const group = await selectReportGroup(tx, found.report);
    await setReportAssignee(
      tx,
      group.map((member) => member.id),
      request.assigneeId,
    );
    await audit.record(tx, 'report_assigned', {
      userId: found.report.userId,
      detail: { reference: found.report.reference, assignee: assignee?.username ?? '—' },
    });
  });
}

export async function addReportNote(
  db: Database,
  request: { id: number; text: string; authorId: number },
) {
  const found = await findQueuedReport(db, request.id);
  if (!found) throw new AppError('not_found');
  await insertReportEntry(db, {
    reportId: request.id,
    kind: 'note',
    authorId: request.authorId,
    body: request.text,
  });
}

/** A reply to the reporter: kept with the report and e-mailed by a job queued with it. */
export async function replyToReporter(
  deps: { db: Database; audit: Auditor; jobs: JobQueue },
  request: { id: number; text: string; authorId: number },
) {
  await deps.db.transaction(async (tx) => {
    const found = await findQueuedReport(tx, request.id);
    if (!found) throw new AppError('not_found');
    const entryId = await insertReportEntry(tx, {
      reportId: request.id,
      kind: 'reply',
      authorId: request.authorId,
      body: request.text,
    });
    await deps.jobs.send(siteJobNames.replyEmail, { entryId }, { tx });
    await deps.audit.record(tx, 'report_replied', {
      userId: found.report.userId,
      detail: { reference: found.report.reference },
    });
  });
}

const replyTexts: Record<Language, { subject: (reference: string) => string; intro: string }> = {
  it: {
    subject: (reference) => `Risposta alla tua segnalazione ${reference}`,
    intro: 'Ti rispondiamo sulla segnalazione che ci hai inviato:',
  },
  en: {
    subject: (reference) => `A reply to your report ${reference}`,
    intro: 'Here is our reply to the report you sent us:',
  },
  de: {
    subject: (reference) => `Antwort auf Ihre Meldung ${reference}`,
    intro: 'Hier ist unsere Antwort auf Ihre Meldung:',
  },
  fr: {
    subject: (reference) => `Réponse à votre signalement ${reference}`,
    intro: 'Voici notre réponse au signalement que vous nous avez envoyé :',
  },
  es: {
    subject: (reference) => `Respuesta a tu denuncia ${reference}`,
    intro: 'Esta es nuestra respuesta a la denuncia que nos enviaste:',
  },
};

/** The reply's e-mail, in the language the report was written in, quoting the reporter's words. */
export async function emailReply(context: JobContext, entryId: number) {
  const found = await findReportEntry(context.db, entryId);
  if (!found) return;
  const { entry, report } = found;
  const language = isLanguage(report.language) ? report.language : context.config.defaultLanguage;
  const text = replyTexts[language];
  await context.mailer.send({
    to: report.email,
    subject: `[${report.reference}] ${text.subject(report.reference)}`,
    ...renderEmail({
      language,
      blocks: [
        { kind: 'text', lines: [text.intro] },
        { kind: 'quote', text: entry.body },
        { kind: 'note', text: `${report.reference} · ${report.subject}` },
      ],
      signature: context.config.productName,
    }),
    purpose: 'reply to a report e-mail',
  });
}
