import { trainingEnd } from '@app/contracts/training-days';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { priceBreakdown } from '@app/contracts/money';
import type { Database, Transaction } from '../client.ts';
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
} from '../schema.ts';
import { feeApprovalReasons } from '../../modules/fee-approval/index.ts';
import { at, DAY_MS, insertWithHistory, type Step } from './booking-rows.ts';

/**
 * ACME Milano's training year for the demo (docs/product.md, "Training schedule" and "Training
 * assessment"): a schedule over the coming months (confirmed trainings and a few still waiting),
 * three trainings behind it whose attendees and managers answered the company's questionnaire of
 * four Italian questions, and a safety certificate that expires within 30 days. Runs once: the
 * questionnaire, written last, says it ran.
 */

export const demoAssessmentQuestions: AssessmentQuestion[] = [
  { id: 'chiarezza', kind: 'rating', text: 'Quanto erano chiari i contenuti del corso?' },
  { id: 'utilita', kind: 'rating', text: 'Quanto ti sarà utile nel lavoro di tutti i giorni?' },
  { id: 'formatore', kind: 'rating', text: 'Come valuti il formatore?' },
  { id: 'cambiamenti', kind: 'text', text: 'Che cosa cambieresti del corso?' },
];

/** ACME Milano's employees who attend trainings without an account, by department. */
const employees = [
  { name: 'Marta Sala', department: 'Sales' },
  { name: 'Piero Neri', department: 'Sales' },
  { name: 'Anna Riva', department: 'Administration' },
  { name: 'Luca Moretti', department: 'Administration' },
  { name: 'Sara Galli', department: 'Production' },
  { name: 'Davide Fontana', department: 'Production' },
  { name: 'Elena Marino', department: 'Production' },
  { name: 'Franco Bruno', department: 'Logistics' },
  { name: 'Chiara Ricci', department: 'Quality' },
  { name: 'Paolo Greco', department: 'Quality' },
].map((person) => ({
  ...person,
  email: `${person.name.toLowerCase().replace(' ', '.')}@acme.example.com`,
}));

type Employee = (typeof employees)[number] & { id: number };

interface Plan {
  day: number;
  hour?: number;
  state: 'accepted' | 'requested' | 'awaiting_approval' | 'completed';
  people: string[];
  department: string | null;
  byManager?: boolean;
  delivery?: 'in_person' | 'online' | 'blended';
  location?: string | null;
}

/** The schedule: days from today (past ones completed), each with its people. */
const plans: Plan[] = [
  {
    day: -62,
    state: 'completed',
    people: ['Sara Galli', 'Davide Fontana', 'Elena Marino'],
    department: 'Production',
    location: 'ACME Milano, sala corsi',
  },
  {
    day: -34,
    state: 'completed',
    people: ['Marta Sala', 'Piero Neri', 'Anna Riva'],
    department: 'Sales',
    delivery: 'online',
    location: null,
  },
  {
    day: -12,
    state: 'completed',
    people: ['Chiara Ricci', 'Paolo Greco', 'Franco Bruno', 'Luca Moretti'],
    department: 'Quality',
    location: 'ACME Milano, sala corsi',
  },
  {
    day: 5,
    state: 'accepted',
    people: ['Sara Galli', 'Elena Marino'],
    department: 'Production',
    location: 'ACME Milano, reparto stampaggio',
  },
  {
    day: 11,
    hour: 14,
    state: 'accepted',
    people: ['Marta Sala', 'Piero Neri'],
    department: 'Sales',
    delivery: 'online',
    location: null,
  },
  {
    day: 19,
    state: 'awaiting_approval',
    people: ['Anna Riva', 'Luca Moretti'],
    department: 'Administration',
    byManager: true,
    location: 'ACME Milano, sala riunioni 2',
  },
  {
    day: 26,
    state: 'requested',
    people: ['Franco Bruno'],
    department: 'Logistics',
    location: 'ACME Milano, magazzino',
  },
  {
    day: 33,
    state: 'accepted',
    people: ['Chiara Ricci', 'Paolo Greco'],
    department: 'Quality',
    location: 'ACME Milano, sala corsi',
  },
  {
    day: 47,
    state: 'accepted',
    people: ['Davide Fontana', 'Sara Galli', 'Franco Bruno'],
    department: 'Production',
    delivery: 'blended',
    location: 'ACME Milano, sala corsi',
  },
  {
    day: 61,
    state: 'accepted',
    people: ['Marta Sala'],
    department: 'Sales',
    location: 'Milano, sede del formatore',
  },
  {
    day: 75,
    state: 'accepted',
    people: ['Anna Riva', 'Luca Moretti', 'Chiara Ricci'],
    department: null,
    delivery: 'online',
    location: null,
  },
  {
    day: 96,
    state: 'accepted',
    people: ['Elena Marino', 'Paolo Greco'],
    department: 'Quality',
    location: 'ACME Milano, sala corsi',
  },
];

/** Answers to the questionnaire of the past trainings: overall halves, per-question, a comment. */
const attendeeAnswers = [
  {
    rating: 9,
    answers: { chiarezza: 9, utilita: 8, formatore: 10, cambiamenti: 'Più esercizi pratici.' },
    comment: 'Corso molto concreto.',
  },
  {
    rating: 8,
    answers: {
      chiarezza: 8,
      utilita: 8,
      formatore: 9,
      cambiamenti: 'Una pausa in più nel pomeriggio.',
    },
    comment: null,
  },
  {
    rating: 7,
    answers: { chiarezza: 6, utilita: 8, formatore: 8, cambiamenti: 'Materiali in anticipo.' },
    comment: 'Utile, un po’ denso.',
  },
];

export async function seedCompanySchedule(db: Database): Promise<void> {
  const [acme] = await db
    .select({ id: companies.id, questions: companies.assessmentQuestions })
    .from(companies)
    .where(eq(companies.slug, 'acme'));
  if (!acme || acme.questions.length > 0) return;
  const staff = await db
    .select({ id: users.id, username: users.username, userRole: companyMembers.userRole })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, acme.id))
    .orderBy(asc(companyMembers.userRole), asc(users.id));
  const admin = staff.find((member) => member.username === 'acme_admin') ?? staff[0];
  const manager = staff.find((member) => member.username === 'laura_ferrara') ?? admin;
  if (!admin || !manager) return;
  // Published topics of several trainers, the approved giulia_bianchi's first.
  const offer = await db
    .select({
      id: topics.id,
      title: topics.title,
      url: topics.url,
      userId: topics.userId,
      priceMinor: topics.priceMinor,
      currency: topics.currency,
      durationHours: topics.durationHours,
      vat: users.vatRateBasisPoints,
      username: users.username,
    })
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(and(eq(topics.status, 'published'), isNotNull(topics.durationHours)))
    .orderBy(sql`case when ${users.username} = 'giulia_bianchi' then 0 else 1 end`, asc(topics.id))
    .limit(60);
  const trainers = [...new Map(offer.map((topic) => [topic.userId, topic])).values()];
  if (trainers.length === 0) return;

  await db.transaction(async (tx) => {
    await tx
      .insert(companyPeople)
      .values(employees.map((person) => ({ ...person, companyId: acme.id })))
      .onConflictDoNothing();
    const people = await tx
      .select({ id: companyPeople.id, email: companyPeople.email })
      .from(companyPeople)
      .where(
        and(
          eq(companyPeople.companyId, acme.id),
          inArray(
            companyPeople.email,
            employees.map((person) => person.email),
          ),
        ),
      );
    const idOf = new Map(people.map((row) => [row.email, row.id]));
    const byName = new Map<string, Employee>(
      employees.map((person) => [person.name, { ...person, id: idOf.get(person.email) ?? 0 }]),
    );

    const past: Array<{ bookingId: number; participantIds: number[] }> = [];
    for (const [index, plan] of plans.entries()) {
      const topic = trainers[index % trainers.length]!;
      const start = at(plan.day, plan.hour ?? 9);
      const end = trainingEnd(start, topic.durationHours ?? 8);
      const confirmed = plan.state === 'accepted' || plan.state === 'completed';
      // A trainer's accepted trainings never overlap (booking_sessions_provider_no_overlap).
      if (plan.state === 'accepted' && !(await isTrainerFree(tx, topic.userId, start, end))) {
        continue;
      }
      const buyer = plan.byManager ? manager : admin;
      const attendees = plan.people.map((name) => byName.get(name)!);
      const steps: Step[] = [
        {
          transition: 'create',
          to: plan.state === 'awaiting_approval' ? 'awaiting_approval' : 'requested',
          by: buyer.id,
        },
      ];
      if (confirmed) steps.push({ transition: 'accept', to: 'accepted', by: topic.userId });
      if (plan.state === 'completed')
        steps.push({ transition: 'complete', to: 'completed', by: null });
      // Requested three weeks ahead of the training, and never later than a couple of days ago.
      const createdAt = new Date(Math.min(start.getTime() - 21 * DAY_MS, Date.now() - 2 * DAY_MS));
      const price = priceBreakdown({
        unitPriceMinor: topic.priceMinor,
        quantity: attendees.length,
        vatRateBasisPoints: topic.vat,
        currency: topic.currency,
      });
      const bookingId = await insertWithHistory(
        tx,
        {
          kind: 'topic',
          state: plan.state,
          topicId: topic.id,
          title: topic.title,
          listingUrl: `/topic/${topic.url}`,
          buyerId: buyer.id,
          providerId: topic.userId,
          companyId: acme.id,
          department: plan.department,
          approvalReasons:
            plan.state === 'awaiting_approval'
              ? await feeApprovalReasons(tx, acme.id, {
                  grossMinor: price.grossMinor,
                  providerId: topic.userId,
                })
              : [],
          participants: attendees.length,
          proposedDates: [start.toISOString()],
          startsAt: confirmed ? start : null,
          endsAt: confirmed ? end : null,
          delivery: plan.delivery ?? 'in_person',
          location: plan.location ?? null,
          ...price,
          expiresAt: confirmed ? null : new Date(start.getTime() - DAY_MS),
          createdAt,
        },
        attendees.map((person) => ({ name: person.name, email: person.email, userId: null })),
        steps,
      );
      const participants = await tx
        .update(bookingParticipants)
        .set({
          companyPersonId: sql`(select id from ${companyPeople} where ${companyPeople.companyId} = ${acme.id} and ${companyPeople.email} = ${bookingParticipants.email})`,
        })
        .where(eq(bookingParticipants.bookingId, bookingId))
        .returning({ id: bookingParticipants.id });
      if (plan.state === 'completed') {
        past.push({
          bookingId,
          participantIds: participants.map((row) => row.id).sort((a, b) => a - b),
        });
      }
    }

    for (const [index, training] of past.entries()) {
      await seedAssessments(tx, acme.id, training, index, [admin.id, manager.id]);
    }
    await tx
      .update(companies)
      .set({ assessmentQuestions: demoAssessmentQuestions })
      .where(eq(companies.id, acme.id));
  });
}

async function isTrainerFree(tx: Transaction, providerId: number, start: Date, end: Date) {
  const [clash] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.kind, 'topic'),
        eq(bookings.state, 'accepted'),
        sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}) && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  return !clash;
}

/**
 * A past training's attendance and answers: everyone came but one (the last person of the oldest
 * training was a no-show), the first three attendees answered, the others' links still wait; the
 * admin answered as a manager. The newest training's first attendee holds a safety certificate
 * that expires in 20 days (its reminder not sent yet).
 */
async function seedAssessments(
  tx: Transaction,
  companyId: number,
  training: { bookingId: number; participantIds: number[] },
  index: number,
  managerIds: number[],
) {
  const [booking] = await tx
    .select({ endsAt: bookings.endsAt })
    .from(bookings)
    .where(eq(bookings.id, training.bookingId));
  const endedAt = booking?.endsAt ?? new Date();
  for (const [position, participantId] of training.participantIds.entries()) {
    const noShow = index === 0 && position === training.participantIds.length - 1;
    await tx
      .update(bookingParticipants)
      .set({
        attendance: noShow ? 'no_show' : 'attended',
        certificateExpiresOn:
          index === 2 && position === 0
            ? new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10)
            : index === 1 && position === 0
              ? new Date(endedAt.getTime() + 730 * DAY_MS).toISOString().slice(0, 10)
              : null,
      })
      .where(eq(bookingParticipants.id, participantId));
    if (noShow) continue;
    const answer = attendeeAnswers[(position + index) % attendeeAnswers.length]!;
    const answered = position < 3;
    await tx.insert(trainingAssessments).values({
      bookingId: training.bookingId,
      companyId,
      respondent: 'attendee',
      participantId,
      // Demo links are not e-mailed: a hash nobody holds the token of.
      tokenHash: `demo-${training.bookingId}-${participantId}`,
      questions: demoAssessmentQuestions,
      answers: answered ? answer.answers : {},
      ratingHalves: answered ? answer.rating : null,
      comment: answered ? answer.comment : null,
      expiresAt: new Date(endedAt.getTime() + 30 * DAY_MS),
      submittedAt: answered ? new Date(endedAt.getTime() + (position + 1) * DAY_MS) : null,
      createdAt: endedAt,
    });
  }
  for (const [position, userId] of managerIds.entries()) {
    const answered = position === 0;
    await tx
      .insert(trainingAssessments)
      .values({
        bookingId: training.bookingId,
        companyId,
        respondent: 'manager',
        userId,
        questions: demoAssessmentQuestions,
        answers: answered
          ? {
              chiarezza: 8,
              utilita: 9,
              formatore: 8,
              cambiamenti: 'Ripeterlo per i nuovi assunti.',
            }
          : {},
        ratingHalves: answered ? 8 : null,
        comment: answered ? 'Il team ne parla bene.' : null,
        submittedAt: answered ? new Date(endedAt.getTime() + 2 * DAY_MS) : null,
        createdAt: endedAt,
      })
      .onConflictDoNothing();
  }
}
