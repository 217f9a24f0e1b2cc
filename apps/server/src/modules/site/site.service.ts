import crypto from 'node:crypto';
import type { Language } from '@app/contracts/locales';
import type { ReportableKind, ReportReason } from '@app/contracts/actions/site';
import { siteReportLimits, type ReportKind } from '@app/contracts/site-pages';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Captcha } from '../../lib/captcha.ts';
import { renderEmail } from '../../lib/email-layout.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { findReportable } from '../../shared/records.repository.ts';
import { isFreshCaptchaSolution } from '../accounts/index.ts';
import {
  countRecentReportsFrom,
  deleteOldSiteReports,
  findSiteReport,
  insertSiteReport,
} from './site-reports.repository.ts';

export const siteJobNames = {
  reportEmail: 'site.report-email',
  replyEmail: 'site.report-reply-email',
  cleanup: 'site.cleanup',
} as const;

export interface ReportInput {
  kind: ReportKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  link?: string | undefined;
  recaptcha?: string | undefined;
}

export interface ReportSender {
  address: string;
  userId: number | null;
  language: Language;
}

/** R-2026-7KQ3MX: the year and six letters or digits nobody can guess the next of. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(6);
  const code = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `R-${new Date().getUTCFullYear()}-${code}`;
}

/**
 * A report from a site page's form: stored, and e-mailed to the operators by a job queued in the
 * same transaction (it is sent even if this server stops right after). From the fourth report of
 * one address in an hour, a solved captcha is required.
 */
export async function sendReport(
  deps: { db: Database; captcha: Captcha; jobs: JobQueue },
  input: ReportInput,
  sender: ReportSender,
): Promise<{ reference: string }> {
  const { db, captcha, jobs } = deps;
  const recent = await countRecentReportsFrom(db, sender.address);
  if (recent >= siteReportLimits.freePerHour) {
    if (!input.recaptcha) throw new AppError('captcha_required', undefined, { recaptcha: true });
    if (!(await isFreshCaptchaSolution(db, captcha, input.recaptcha))) {
      throw new AppError('captcha_invalid', undefined, { recaptcha: true });
    }
  }
  const reference = newReference();
  await db.transaction(async (tx) => {
    const id = await insertSiteReport(tx, {
      reference,
      kind: input.kind,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      link: input.link ? input.link : null,
      language: sender.language,
      userId: sender.userId,
      address: sender.address,
    });
    await jobs.send(siteJobNames.reportEmail, { reportId: id }, { tx });
  });
  return { reference };
}

export interface ContentReport {
  kind: ReportableKind;
  id: number;
  reason: ReportReason;
  text?: string | null | undefined;
}

/**
 * A signed-in person's report of something on the marketplace they can see (reportcontent): in
 * the same queue as the site's forms (an IPR reason as an IPR complaint, the others as abuse),
 * with what is reported, which one and why, and e-mailed to the operators like them.
 */
export async function reportContent(
  deps: { db: Database; jobs: JobQueue },
  reporter: { id: number; name: string; email: string; language: Language; address: string },
  report: ContentReport,
): Promise<{ reference: string }> {
  const target = await findReportable(deps.db, report.kind, report.id, reporter.id);
  if (!target) throw new AppError('not_found');
  const reference = newReference();
  await deps.db.transaction(async (tx) => {
    const id = await insertSiteReport(tx, {
      reference,
      kind: report.reason === 'ipr' ? 'ipr' : 'abuse',
      name: reporter.name,
      email: reporter.email,
      subject: `Report of a ${report.kind} (${report.reason})`,
      message: report.text ?? '',
      link: target.link,
      language: reporter.language,
      userId: reporter.id,
      address: reporter.address,
      targetKind: report.kind,
      targetId: report.id,
      reason: report.reason,
    });
    await deps.jobs.send(siteJobNames.reportEmail, { reportId: id }, { tx });
  });
  return { reference };
}

const kindTitles: Record<ReportKind, string> = {
  contact: 'Contact',
  support: 'Support request',
  abuse: 'Abuse report',
  ipr: 'IPR complaint',
  gdpr: 'GDPR request',
};

/** The operators' copy of a report (in English, the operators' working language with Italian). */
export async function emailReport(
  deps: { db: Database; mailer: Mailer; config: Pick<Config, 'operator' | 'productName'> },
  reportId: number,
): Promise<void> {
  const report = await findSiteReport(deps.db, reportId);
  if (!report) return;
  const { text, html } = renderEmail({
    language: 'en',
    signature: deps.config.productName,
    blocks: [
      {
        kind: 'text',
        lines: [
          `${kindTitles[report.kind]} ${report.reference}`,
          `From: ${report.name} <${report.email}>${report.userId ? ` (user #${report.userId})` : ''}`,
          `Language: ${report.language}`,
          `Sent: ${report.createdAt.toISOString()}`,
          ...(report.link ? [`Page concerned: ${report.link}`] : []),
          `Subject: ${report.subject}`,
        ],
      },
      { kind: 'quote', text: report.message },
      { kind: 'note', text: `Answer the sender at ${report.email}, quoting ${report.reference}.` },
    ],
  });
  await deps.mailer.send({
    to: deps.config.operator.email,
    // An operator's answer goes straight to the person who wrote.
    replyTo: { name: report.name, address: report.email },
    subject: `[${report.reference}] ${kindTitles[report.kind]}: ${report.subject}`,
    text,
    html,
    purpose: `${kindTitles[report.kind].toLowerCase()} e-mail`,
  });
}

export const cleanUpReports = (db: Database) => deleteOldSiteReports(db);
