import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  bookingParticipants,
  bookings,
  companies,
  companyMembers,
  companyPeople,
  topics,
  trainingAssessments,
  users,
  type AssessmentQuestion,
} from '../../db/schema.ts';

export async function findCompanyQuestions(db: Queryable, companyId: number) {
  const [row] = await db
    .select({ questions: companies.assessmentQuestions, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function updateCompanyQuestions(
  db: Queryable,
  companyId: number,
  questions: AssessmentQuestion[],
) {
  await db
    .update(companies)
    .set({ assessmentQuestions: questions, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** A booking as the assessment rules read it. */
export async function findAssessedBooking(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      state: bookings.state,
      companyId: bookings.companyId,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export function selectBookingPeople(db: Queryable, bookingId: number) {
  return db
    .select({
      id: bookingParticipants.id,
      email: bookingParticipants.email,
      attendance: bookingParticipants.attendance,
    })
    .from(bookingParticipants)
    .where(eq(bookingParticipants.bookingId, bookingId));
}

export function selectCompanyStaffIds(db: Queryable, companyId: number) {
  return db
    .select({ userId: companyMembers.userId, userRole: companyMembers.userRole })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
}

/** Inserts the attendee rows not there yet; answers the new ones. */
export function insertAttendeeAssessments(
  db: Queryable,
  rows: Array<{
    bookingId: number;
    companyId: number;
    participantId: number;
    questions: AssessmentQuestion[];
    expiresAt: Date;
  }>,
) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(trainingAssessments)
    .values(rows.map((row) => ({ ...row, respondent: 'attendee' as const })))
    .onConflictDoNothing()
    .returning({ id: trainingAssessments.id });
}

export function insertManagerAssessments(
  db: Queryable,
  rows: Array<{
    bookingId: number;
    companyId: number;
    userId: number;
    questions: AssessmentQuestion[];
  }>,
) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(trainingAssessments)
    .values(rows.map((row) => ({ ...row, respondent: 'manager' as const })))
    .onConflictDoNothing()
    .returning({ id: trainingAssessments.id });
}

/** An attendee's open assessment with what its e-mail says; sets its new token's hash. */
export async function setInviteToken(
  db: Queryable,
  assessmentId: number,
  tokenHash: string,
  now: Date,
) {
  const [row] = await db
    .update(trainingAssessments)
    .set({ tokenHash })
    .where(
      and(
        eq(trainingAssessments.id, assessmentId),
        eq(trainingAssessments.respondent, 'attendee'),
        isNull(trainingAssessments.submittedAt),
        gt(trainingAssessments.expiresAt, now),
      ),
    )
    .returning({ id: trainingAssessments.id });
  return row !== undefined;
}

const trainerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

/** An assessment with its training, trainer, company and attendee: the public page and e-mail. */
export async function findAssessmentView(
  db: Queryable,
  where: { tokenHash: string } | { id: number },
) {
  const [row] = await db
    .select({
      id: trainingAssessments.id,
      respondent: trainingAssessments.respondent,
      userId: trainingAssessments.userId,
      companyId: trainingAssessments.companyId,
      questions: trainingAssessments.questions,
      expiresAt: trainingAssessments.expiresAt,
      submittedAt: trainingAssessments.submittedAt,
      title: bookings.title,
      endsAt: bookings.endsAt,
      buyerId: bookings.buyerId,
      trainer: trainerName,
      company: companies.name,
      name: bookingParticipants.name,
      email: bookingParticipants.email,
    })
    .from(trainingAssessments)
    .innerJoin(bookings, eq(bookings.id, trainingAssessments.bookingId))
    .innerJoin(users, eq(users.id, bookings.providerId))
    .innerJoin(companies, eq(companies.id, trainingAssessments.companyId))
    .leftJoin(bookingParticipants, eq(bookingParticipants.id, trainingAssessments.participantId))
    .where(
      'tokenHash' in where
        ? eq(trainingAssessments.tokenHash, where.tokenHash)
        : eq(trainingAssessments.id, where.id),
    );
  return row ?? null;
}

export async function findUserLanguage(db: Queryable, userId: number) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? null;
}

/** Records the answers once: a compare-and-swap on submitted_at; answers whether it did. */
export async function submitAssessment(
  db: Queryable,
  id: number,
  answer: {
    ratingHalves: number;
    answers: Record<string, string | number>;
    comment: string | null;
  },
  now: Date,
) {
  const [row] = await db
    .update(trainingAssessments)
    .set({ ...answer, submittedAt: now })
    .where(and(eq(trainingAssessments.id, id), isNull(trainingAssessments.submittedAt)))
    .returning({ id: trainingAssessments.id });
  return row !== undefined;
}

/** Every assessment of the company, with its training, trainer and topic, newest training first. */
export function selectCompanyAssessments(db: Queryable, companyId: number) {
  return db
    .select({
      id: trainingAssessments.id,
      bookingId: trainingAssessments.bookingId,
      respondent: trainingAssessments.respondent,
      userId: trainingAssessments.userId,
      questions: trainingAssessments.questions,
      answers: trainingAssessments.answers,
      ratingHalves: trainingAssessments.ratingHalves,
      comment: trainingAssessments.comment,
      submittedAt: trainingAssessments.submittedAt,
      expiresAt: trainingAssessments.expiresAt,
      title: bookings.title,
      topicTitle: topics.title,
      endsAt: bookings.endsAt,
      providerId: bookings.providerId,
      trainer: trainerName,
    })
    .from(trainingAssessments)
    .innerJoin(bookings, eq(bookings.id, trainingAssessments.bookingId))
    .innerJoin(users, eq(users.id, bookings.providerId))
    .leftJoin(topics, eq(topics.id, bookings.topicId))
    .where(eq(trainingAssessments.companyId, companyId))
    .orderBy(desc(bookings.endsAt), asc(trainingAssessments.id));
}

/** The people of the company's past trainings: attendance and certificate, newest first. */
export function selectCompletion(db: Queryable, companyId: number, now: Date) {
  return db
    .select({
      participantId: bookingParticipants.id,
      name: bookingParticipants.name,
      department: sql<
        string | null
      >`coalesce(${companyPeople.department}, ${companyMembers.department})`,
      title: bookings.title,
      attendance: bookingParticipants.attendance,
      endsAt: bookings.endsAt,
      state: bookings.state,
      certificateExpiresOn: bookingParticipants.certificateExpiresOn,
    })
    .from(bookingParticipants)
    .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
    .leftJoin(companyPeople, eq(companyPeople.id, bookingParticipants.companyPersonId))
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.userId, bookingParticipants.userId),
        eq(companyMembers.companyId, companyId),
      ),
    )
    .where(
      and(
        eq(bookings.companyId, companyId),
        inArray(bookings.state, ['accepted', 'completed', 'attended', 'no_show']),
        lte(bookings.endsAt, now),
      ),
    )
    .orderBy(desc(bookings.endsAt), asc(bookingParticipants.id))
    .limit(1000);
}

/** The participant of a training of the company (null for another company's). */
export async function setCertificateExpiry(
  db: Queryable,
  companyId: number,
  participantId: number,
  expiresOn: string | null,
) {
  const [row] = await db
    .update(bookingParticipants)
    .set({ certificateExpiresOn: expiresOn, certificateRemindedAt: null })
    .where(
      and(
        eq(bookingParticipants.id, participantId),
        sql`exists (select 1 from ${bookings} where ${bookings.id} = ${bookingParticipants.bookingId} and ${bookings.companyId} = ${companyId})`,
      ),
    )
    .returning({ id: bookingParticipants.id });
  return row !== undefined;
}

/**
 * Certificates expiring within `days` whose reminder has not gone yet, claimed in one statement
 * (certificate_reminded_at set): a second run finds none.
 */
export async function claimExpiringCertificates(db: Queryable, today: string, until: string) {
  const rows = (await db.execute(sql`
    update ${bookingParticipants} p set certificate_reminded_at = now()
    from ${bookings} b
    where b.id = p.booking_id and b.company_id is not null
      and p.certificate_reminded_at is null
      and p.certificate_expires_on >= ${today}::date and p.certificate_expires_on <= ${until}::date
    returning p.id as "participantId", p.name, p.certificate_expires_on::text as "expiresOn",
      b.title, b.company_id as "companyId"`)) as {
    rows: Array<{
      participantId: number;
      name: string;
      expiresOn: string;
      title: string;
      companyId: number;
    }>;
  };
  return rows.rows;
}

export function selectCompanyAdminIds(db: Queryable, companyId: number) {
  return db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userRole, 1)));
}

/**
 * Company trainings over in the last `days` (a completed topic booking, an attended seat) that
 * have no assessment yet: what the sweep creates them for.
 */
export async function selectUnassessedTrainings(db: Queryable, since: Date, limit: number) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.companyId),
        sql`((${bookings.kind} = 'topic' and ${bookings.state} = 'completed') or (${bookings.kind} = 'event' and ${bookings.state} = 'attended'))`,
        gt(bookings.endsAt, since),
        sql`not exists (select 1 from ${trainingAssessments} where ${trainingAssessments.bookingId} = ${bookings.id})`,
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
