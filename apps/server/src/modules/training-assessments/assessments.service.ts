import {
  assessmentLimits,
  type AssessmentQuestion,
} from '@app/contracts/actions/training-assessment';
import { isLanguage } from '@app/contracts/locales';
import type { Queryable, Transaction } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import { publicPageUrl } from '../../lib/public-url.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { isAdminRole } from '../../shared/memberships.ts';
import type { ActiveMembership } from '../../shared/memberships.repository.ts';
import { composeAssessmentEmail } from './assessment-email.ts';
import {
  findAssessedBooking,
  findAssessmentView,
  findCompanyQuestions,
  findUserLanguage,
  insertAttendeeAssessments,
  insertManagerAssessments,
  selectBookingPeople,
  selectCompanyStaffIds,
  selectUnassessedTrainings,
  setCertificateExpiry,
  setInviteToken,
  submitAssessment,
  updateCompanyQuestions,
} from './assessments.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const assessmentJobNames = {
  invite: 'assessments.invite',
  sweep: 'assessments.sweep',
  certificateReminders: 'assessments.certificate-reminders',
} as const;

export async function getQuestions(db: Queryable, membership: ActiveMembership) {
  const company = await findCompanyQuestions(db, membership.companyId);
  return { questions: company?.questions ?? [], canEdit: isAdminRole(membership.userRole) };
}

export async function updateQuestions(
  db: Queryable,
  companyId: number,
  questions: AssessmentQuestion[],
) {
  await updateCompanyQuestions(db, companyId, questions);
  return questions;
}

/**
 * After a company training ends (docs/product.md, "Training assessment"): a completed topic
 * booking, or a seat booking whose people were recorded as attending. Each participant who came
 * (or whose attendance was not recorded) and gave an e-mail address gets a link; each of the
 * company's staff answers in the app. Rows are unique per person, so a second run adds only
 * people recorded since.
 */
export async function createTrainingAssessments(
  tx: Transaction,
  jobs: JobQueue,
  bookingId: number,
  now = new Date(),
) {
  const booking = await findAssessedBooking(tx, bookingId);
  if (!booking?.companyId) return;
  const isOver =
    (booking.kind === 'topic' && booking.state === 'completed') ||
    (booking.kind === 'event' && booking.state === 'attended');
  if (!isOver) return;
  const companyId = booking.companyId;
  const questions = (await findCompanyQuestions(tx, companyId))?.questions ?? [];
  const ended = booking.endsAt && booking.endsAt < now ? booking.endsAt : now;
  const expiresAt = new Date(ended.getTime() + assessmentLimits.linkDays * DAY_MS);
  const people = await selectBookingPeople(tx, bookingId);
  const invited = await insertAttendeeAssessments(
    tx,
    people
      .filter((person) => person.email && person.attendance !== 'no_show')
      .filter((person) => booking.kind === 'topic' || person.attendance === 'attended')
      .map((person) => ({ bookingId, companyId, participantId: person.id, questions, expiresAt })),
  );
  for (const { id } of invited) {
    await jobs.send(assessmentJobNames.invite, { assessmentId: id }, { tx });
  }
  const staff = await selectCompanyStaffIds(tx, companyId);
  await insertManagerAssessments(
    tx,
    staff.map(({ userId }) => ({ bookingId, companyId, userId, questions })),
  );
}

/**
 * Topic bookings are completed by the bookings module's timer, which records no domain event; this
 * sweep (every ten minutes) finds company trainings over in the link's 30 days that have no
 * assessment yet and creates them, each in its own transaction.
 */
export async function sweepUnassessed(context: JobContext, now = new Date()) {
  const since = new Date(now.getTime() - assessmentLimits.linkDays * DAY_MS);
  for (const bookingId of await selectUnassessedTrainings(context.db, since, 200)) {
    await context.db.transaction((tx) =>
      createTrainingAssessments(tx, context.jobs, bookingId, now),
    );
  }
}

/**
 * E-mails an attendee their link. The token is made here and only its hash kept (never in the
 * job's data); a retry makes a new one, so only the link actually sent works.
 */
export async function emailAssessmentInvite(context: JobContext, assessmentId: number) {
  const token = randomToken();
  const mail = await context.db.transaction(async (tx) => {
    if (!(await setInviteToken(tx, assessmentId, sha256(token), new Date()))) return null;
    const view = await findAssessmentView(tx, { id: assessmentId });
    if (!view?.email) return null;
    const buyerLanguage = await findUserLanguage(tx, view.buyerId);
    const language = isLanguage(buyerLanguage) ? buyerLanguage : context.config.defaultLanguage;
    return composeAssessmentEmail({
      to: view.email,
      name: view.name ?? '',
      title: view.title,
      trainer: view.trainer,
      company: view.company,
      url: publicPageUrl(context.config, language, `/assessment/${token}`),
      expiresAt: view.expiresAt ?? new Date(),
      language,
      productName: context.config.productName,
    });
  });
  if (mail) await context.mailer.send(mail);
}

function stateOf(view: { submittedAt: Date | null; expiresAt: Date | null }, now: Date) {
  if (view.submittedAt) return 'answered' as const;
  if (!view.expiresAt || view.expiresAt <= now) return 'expired' as const;
  return 'open' as const;
}

export async function getPublicAssessment(db: Queryable, token: string, now = new Date()) {
  const view = await findAssessmentView(db, { tokenHash: sha256(token) });
  if (view?.respondent !== 'attendee') throw new AppError('assessment_not_found');
  return {
    state: stateOf(view, now),
    title: view.title,
    trainer: view.trainer,
    company: view.company,
    name: view.name ?? '',
    questions: view.questions,
  };
}

interface AnswerInput {
  ratingHalves: number;
  answers: Record<string, string | number>;
  comment?: string | null | undefined;
}

/** The answers to the questions asked: every rating question rated, texts trimmed, others dropped. */
export function cleanAnswers(questions: AssessmentQuestion[], answers: AnswerInput['answers']) {
  const cleaned: Record<string, string | number> = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (question.kind === 'rating') {
      if (typeof value !== 'number') throw new InputError({ answers: ['validation.required'] });
      cleaned[question.id] = value;
    } else if (typeof value === 'string' && value.trim() !== '') {
      cleaned[question.id] = value.trim();
    }
  }
  return cleaned;
}

async function answer(
  db: Queryable,
  view: {
    id: number;
    questions: AssessmentQuestion[];
    submittedAt: Date | null;
    expiresAt: Date | null;
  },
  input: AnswerInput,
  now: Date,
  expires: boolean,
) {
  if (view.submittedAt) throw new AppError('assessment_answered');
  if (expires && stateOf(view, now) === 'expired') throw new AppError('assessment_expired');
  const stored = await submitAssessment(
    db,
    view.id,
    {
      ratingHalves: input.ratingHalves,
      answers: cleanAnswers(view.questions, input.answers),
      comment: input.comment ?? null,
    },
    now,
  );
  if (!stored) throw new AppError('assessment_answered');
}

export async function answerPublicAssessment(
  db: Queryable,
  token: string,
  input: AnswerInput,
  now = new Date(),
) {
  const view = await findAssessmentView(db, { tokenHash: sha256(token) });
  if (view?.respondent !== 'attendee') throw new AppError('assessment_not_found');
  await answer(db, view, input, now, true);
}

/** Company staff answer their own assessment of a training of the company they work in. */
export async function answerManagerAssessment(
  db: Queryable,
  userId: number,
  companyId: number,
  id: number,
  input: AnswerInput,
  now = new Date(),
) {
  const view = await findAssessmentView(db, { id });
  if (view?.respondent !== 'manager' || view.userId !== userId || view.companyId !== companyId) {
    throw new AppError('assessment_not_found');
  }
  await answer(db, view, input, now, false);
}

export async function setCertificate(
  db: Queryable,
  companyId: number,
  participantId: number,
  expiresOn: string | null,
) {
  if (!(await setCertificateExpiry(db, companyId, participantId, expiresOn))) {
    throw new AppError('listing_not_found');
  }
}
