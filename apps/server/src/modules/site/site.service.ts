import crypto from 'node:crypto';
import type { Language } from '@app/contracts/locales';
import { siteReportLimits, type ReportKind } from '@app/contracts/site-pages';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Captcha } from '../../lib/captcha.ts';
import { renderEmail } from '../../lib/email-layout.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { isFreshCaptchaSolution } from '../accounts/index.ts';
import {
  countRecentReportsFrom,
  deleteOldSiteReports,
  findSiteReport,
  insertSiteReport,
} from './site-reports.repository.ts';

export const siteJobNames = {
  reportEmail: 'site.report-email',
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
    subject: `[${report.reference}] ${kindTitles[report.kind]}: ${report.subject}`,
    text,
    html,
    purpose: `${kindTitles[report.kind].toLowerCase()} e-mail`,
  });
}

export const cleanUpReports = (db: Database) => deleteOldSiteReports(db);
