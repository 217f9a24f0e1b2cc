import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingParticipants,
  bookings,
  companies,
  companyMembers,
  notifications,
  trainingAssessments,
  users,
} from '../../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';
import { decodeQuotedPrintable } from '../../test/smtp-receiver.ts';
import { remindExpiringCertificates } from './certificate-reminders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;

async function createCompany(name: string) {
  counter += 1;
  const [row] = await t.db
    .insert(companies)
    .values({
      slug: `assess-${Date.now().toString(36)}-${counter}`,
      name,
      kind: 'company',
      assessmentQuestions: [
        { id: 'clear', kind: 'rating', text: 'Chiaro?' },
        { id: 'change', kind: 'text', text: 'Cosa cambieresti?' },
      ],
    })
    .returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

async function staff(companyId: number, userRole: number) {
  const user = await createUser(t.db);
  await t.db.insert(companyMembers).values({ companyId, userId: user.id, userRole });
  const client = new TestClient(t.app);
  await client.login(user.username, user.password);
  return { ...user, client };
}

type Reply = Record<string, unknown> & { status: boolean; code?: string };
const call = async (client: TestClient, action: string, fields: Record<string, unknown> = {}) => {
  const response = await client.action(action, fields as Record<string, string>, { json: true });
  return { statusCode: response.statusCode, body: response.json<Reply>() };
};

let providerId: number;
let bookingDay = 0;

/** An accepted company training that ended yesterday, with its people. */
async function endedTraining(
  companyId: number,
  buyerId: number,
  people: Array<{ name: string; email: string | null }>,
) {
  bookingDay += 1;
  const startsAt = new Date(Date.now() - (bookingDay * 3 + 1) * DAY);
  const [row] = await t.db
    .insert(bookings)
    .values({
      kind: 'topic',
      state: 'accepted',
      title: `Sicurezza ${bookingDay}`,
      listingUrl: '/topic/x',
      buyerId,
      providerId,
      companyId,
      participants: people.length,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 60 * 60 * 1000),
      unitPriceMinor: 1000,
      quantity: 1,
      netMinor: 1000,
      vatRateBasisPoints: 0,
      vatMinor: 0,
      grossMinor: 1000,
    })
    .returning({ id: bookings.id });
  await t.db
    .insert(bookingParticipants)
    .values(people.map((person) => ({ ...person, bookingId: row!.id })));
  return row!.id;
}

/** The sweep completes overdue bookings; the assessment subscriber and e-mails follow. */
async function completeAndMail() {
  await t.jobs.send('bookings.sweep', {});
  await t.jobs.runDue();
  await t.jobs.send('assessments.sweep', {});
  await t.jobs.runDue();
}

function assessmentTokens(): Map<string, string> {
  const outbox = path.join(t.config.dataDir, 'outbox');
  const tokens = new Map<string, string>();
  if (!fs.existsSync(outbox)) return tokens;
  for (const file of fs.readdirSync(outbox)) {
    const text = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
    const link = /\/assessment\/([A-Za-z0-9_-]{43})/.exec(text);
    const to = /^To: (.+)$/im.exec(text);
    if (link && to) tokens.set(to[1]!.trim().replace(/^.*<|>$/g, ''), link[1]!);
  }
  return tokens;
}

let company: Awaited<ReturnType<typeof createCompany>>;
let other: Awaited<ReturnType<typeof createCompany>>;
let admin: Awaited<ReturnType<typeof staff>>;
let manager: Awaited<ReturnType<typeof staff>>;
let outsider: Awaited<ReturnType<typeof staff>>;
let bookingId: number;

beforeAll(async () => {
  const provider = await createUser(t.db);
  providerId = provider.id;
  await t.db
    .update(users)
    .set({ firstName: 'Giulia', lastName: 'Bianchi' })
    .where(eq(users.id, providerId));
  company = await createCompany('ACME test');
  other = await createCompany('Other test');
  admin = await staff(company.id, 1);
  manager = await staff(company.id, 2);
  outsider = await staff(other.id, 1);
  bookingId = await endedTraining(company.id, manager.id, [
    { name: 'Marta Sala', email: 'marta.sala@acme.test' },
    { name: 'Piero Neri', email: 'piero.neri@acme.test' },
    { name: 'Senza Email', email: null },
  ]);
  await completeAndMail();
});

describe('assessments after a training', () => {
  it('are created when a company training completes: a link per attendee with an address, one per staff member', async () => {
    const rows = await t.db
      .select()
      .from(trainingAssessments)
      .where(eq(trainingAssessments.bookingId, bookingId));
    expect(rows.filter((row) => row.respondent === 'attendee')).toHaveLength(2);
    expect(
      rows
        .filter((row) => row.respondent === 'manager')
        .map((row) => row.userId)
        .sort(),
    ).toEqual([admin.id, manager.id].sort());
    expect(rows.every((row) => row.questions.length === 2)).toBe(true);
    const tokens = assessmentTokens();
    expect(tokens.has('marta.sala@acme.test')).toBe(true);
    expect(tokens.has('piero.neri@acme.test')).toBe(true);
  });

  it('a link shows the training and is answered once', async () => {
    const token = assessmentTokens().get('marta.sala@acme.test')!;
    const visitor = new TestClient(t.app);
    const view = await call(visitor, 'publicassessment', { token });
    expect(view.body).toMatchObject({
      status: true,
      state: 'open',
      trainer: 'Giulia Bianchi',
      name: 'Marta Sala',
    });
    const missing = await call(visitor, 'answerassessment', {
      token,
      ratingHalves: 9,
      answers: { change: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    const answered = await call(visitor, 'answerassessment', {
      token,
      ratingHalves: 9,
      answers: { clear: 8, change: ' Più pratica ' },
      comment: 'Ottimo',
    });
    expect(answered.body).toMatchObject({ status: true });
    const again = await call(visitor, 'answerassessment', {
      token,
      ratingHalves: 2,
      answers: { clear: 2 },
    });
    expect(again.body).toMatchObject({ status: false, code: 'assessment_answered' });
    expect((await call(visitor, 'publicassessment', { token })).body).toMatchObject({
      state: 'answered',
    });
  });

  it('a wrong token reveals nothing; an expired link is closed', async () => {
    const visitor = new TestClient(t.app);
    const wrong = await call(visitor, 'publicassessment', { token: 'B'.repeat(43) });
    expect(wrong.body).toMatchObject({ status: false, code: 'assessment_not_found' });
    const token = assessmentTokens().get('piero.neri@acme.test')!;
    await t.db
      .update(trainingAssessments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trainingAssessments.bookingId, bookingId));
    expect((await call(visitor, 'publicassessment', { token })).body).toMatchObject({
      state: 'expired',
    });
    const late = await call(visitor, 'answerassessment', {
      token,
      ratingHalves: 6,
      answers: { clear: 6 },
    });
    expect(late.body).toMatchObject({ status: false, code: 'assessment_expired' });
  });

  it('staff answer their own assessment in the app, once; nobody else’s', async () => {
    const results = await call(manager.client, 'assessmentresults');
    const mine = (results.body.toAnswer as Array<{ id: number }>)[0]!;
    const adminsOwn = (await call(admin.client, 'assessmentresults')).body.toAnswer as Array<{
      id: number;
    }>;
    const stolen = await call(manager.client, 'answermanagerassessment', {
      id: adminsOwn[0]!.id,
      ratingHalves: 4,
      answers: { clear: 4 },
    });
    expect(stolen.body).toMatchObject({ status: false, code: 'assessment_not_found' });
    const foreign = await call(outsider.client, 'answermanagerassessment', {
      id: mine.id,
      ratingHalves: 4,
      answers: { clear: 4 },
    });
    expect(foreign.body).toMatchObject({ status: false, code: 'assessment_not_found' });
    const answered = await call(manager.client, 'answermanagerassessment', {
      id: mine.id,
      ratingHalves: 7,
      answers: { clear: 6 },
    });
    expect(answered.body).toMatchObject({ status: true });
    const again = await call(manager.client, 'answermanagerassessment', {
      id: mine.id,
      ratingHalves: 7,
      answers: { clear: 6 },
    });
    expect(again.body).toMatchObject({ status: false, code: 'assessment_answered' });
  });

  it('shows the figures per training, trainer and topic, and completion per person', async () => {
    const { body } = await call(admin.client, 'assessmentresults');
    const training = (body.trainings as Array<Record<string, unknown>>).find(
      (row) => row.bookingId === bookingId,
    )!;
    // Marta 9 and the manager 7 answered; four were asked (two attendees, two staff).
    expect(training).toMatchObject({
      averageHalves: 8,
      answers: 2,
      invited: 4,
      trainer: 'Giulia Bianchi',
      comments: ['Ottimo'],
    });
    expect(training.questions).toEqual([
      { id: 'clear', kind: 'rating', text: 'Chiaro?', averageHalves: 7, texts: [] },
      {
        id: 'change',
        kind: 'text',
        text: 'Cosa cambieresti?',
        averageHalves: null,
        texts: ['Più pratica'],
      },
    ]);
    expect(body.trainers).toEqual([
      { name: 'Giulia Bianchi', trainings: 1, averageHalves: 8, answers: 2, invited: 4 },
    ]);
    const completion = body.completion as Array<Record<string, unknown>>;
    expect(completion.map((row) => row.name).sort()).toEqual([
      'Marta Sala',
      'Piero Neri',
      'Senza Email',
    ]);
    expect(completion[0]).toMatchObject({ attendance: 'attended' });
    expect(completion[0]?.certificateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('another company sees none of it', async () => {
    const { body } = await call(outsider.client, 'assessmentresults');
    expect(body).toMatchObject({
      trainings: [],
      trainers: [],
      topics: [],
      toAnswer: [],
      completion: [],
    });
  });
});

describe('the questionnaire', () => {
  it('is edited by the admin and read by managers', async () => {
    const questions = [
      { id: 'q1', kind: 'rating', text: 'Utile?' },
      { id: 'q2', kind: 'text', text: 'Commenti' },
    ];
    const saved = await call(admin.client, 'updateassessmentquestions', { questions });
    expect(saved.body).toMatchObject({ status: true, questions });
    expect((await call(manager.client, 'assessmentquestions')).body).toMatchObject({
      questions,
      canEdit: false,
    });
    expect((await call(admin.client, 'assessmentquestions')).body).toMatchObject({ canEdit: true });
    const refused = await call(manager.client, 'updateassessmentquestions', { questions: [] });
    expect(refused.statusCode).toBe(403);
  });

  it('takes at most ten questions with unique ids', async () => {
    const many = Array.from({ length: 11 }, (_, index) => ({
      id: `q${index}`,
      kind: 'rating',
      text: 'Q',
    }));
    expect(
      (await call(admin.client, 'updateassessmentquestions', { questions: many })).statusCode,
    ).toBe(400);
    const twice = [
      { id: 'a', kind: 'rating', text: 'A' },
      { id: 'a', kind: 'text', text: 'B' },
    ];
    expect(
      (await call(admin.client, 'updateassessmentquestions', { questions: twice })).statusCode,
    ).toBe(400);
  });
});

describe('certificates', () => {
  it('the admin sets an expiry for a person of the company, not of another; managers may not', async () => {
    const [person] = await t.db
      .select()
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, bookingId));
    const byManager = await call(manager.client, 'setcertificateexpiry', {
      participantId: person!.id,
      expiresOn: '2027-01-01',
    });
    expect(byManager.statusCode).toBe(403);
    const foreign = await call(outsider.client, 'setcertificateexpiry', {
      participantId: person!.id,
      expiresOn: '2027-01-01',
    });
    expect(foreign.body).toMatchObject({ status: false, code: 'listing_not_found' });
    const soon = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const saved = await call(admin.client, 'setcertificateexpiry', {
      participantId: person!.id,
      expiresOn: soon,
    });
    expect(saved.body).toMatchObject({ status: true });
  });

  it('reminds the company’s admins once, 30 days before expiry', async () => {
    const context = { db: t.db, live: t.app.live } as Parameters<
      typeof remindExpiringCertificates
    >[0];
    await remindExpiringCertificates(context);
    await remindExpiringCertificates(context);
    const adminNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(adminNotes.filter((note) => note.kind === 'certificate_expiring')).toHaveLength(1);
    const managerNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, manager.id));
    expect(managerNotes.filter((note) => note.kind === 'certificate_expiring')).toHaveLength(0);
  });
});
