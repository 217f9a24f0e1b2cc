import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { Database, Transaction } from '../client.ts';
import {
  auditEvents,
  billingDetails,
  companies,
  companyMembers,
  messages,
  planRequests,
  subscriptions,
  reviews,
  siteReports,
  topics,
  userSettings,
  users,
} from '../schema.ts';

/**
 * The operator's side of the demo (README, "Demo accounts"): `operator_demo`, an operator whose
 * two-factor sign-in is on with a secret printed in the README (for the demo only), a queue with
 * reports of each kind (two of one topic, grouped), one suspended account, its suspension in
 * the operators' audit, and a company whose trial ended three days ago with a plan request
 * (`studio_admin` of Studio Verdi). Seeded once: nothing happens when any report exists.
 */

export const DEMO_OPERATOR = 'operator_demo';
/** The demo operator's authenticator secret (base32): add it to an authenticator app by hand. */
export const DEMO_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SUSPENDED = 'spam_seller';

export async function seedOperatorDemo(
  db: Database,
  passwords: PasswordHasher,
  password: string,
): Promise<void> {
  const [existing] = await db.select({ id: siteReports.id }).from(siteReports).limit(1);
  if (existing) return;
  const passwordHash = await passwords.hash(password);
  await db.transaction(async (tx) => {
    const operatorId = await ensureAccount(tx, {
      username: DEMO_OPERATOR,
      email: 'operator.demo@example.com',
      passwordHash,
      firstName: 'Olga',
      lastName: 'Pace',
      headline: 'Trust and safety at the marketplace',
      language: 'it',
      platformRole: 'operator',
      totpSecret: DEMO_OPERATOR_TOTP_SECRET,
      totpEnabledAt: new Date(),
    });
    const suspendedId = await ensureAccount(tx, {
      username: SUSPENDED,
      email: 'spam.seller@example.com',
      passwordHash,
      firstName: 'Max',
      lastName: 'Venduti',
      headline: 'Cheap certificates, pay outside the site',
      language: 'it',
      suspendedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      suspendedReason: 'Ha chiesto a più corsisti di pagare fuori dal marketplace.',
    });
    await tx.insert(auditEvents).values({
      kind: 'account_suspended',
      userId: suspendedId,
      actorId: operatorId,
      detail: { reason: 'Ha chiesto a più corsisti di pagare fuori dal marketplace.' },
      createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });
    await seedReports(tx);
    await seedEndedTrial(tx, passwordHash);
  });
}

/** Studio Verdi: its trial ended three days ago, and its admin asked for the business plan. */
async function seedEndedTrial(tx: Transaction, passwordHash: string) {
  const adminId = await ensureAccount(tx, {
    username: 'studio_admin',
    email: 'studio.admin@example.com',
    passwordHash,
    firstName: 'Elisa',
    lastName: 'Verdi',
    headline: 'Office manager at Studio Verdi',
    profileType: 'company',
    language: 'it',
  });
  const [company] = await tx
    .insert(companies)
    .values({
      slug: 'studio-verdi',
      name: 'Studio Verdi S.r.l.',
      kind: 'sme',
      country: 'IT',
      industry: 'Professional services',
    })
    .onConflictDoNothing()
    .returning({ id: companies.id });
  if (!company) return;
  await tx.insert(companyMembers).values({ companyId: company.id, userId: adminId, userRole: 1 });
  // Its billing details are complete: the operator can invoice the plan it asks for.
  await tx.update(companies).set({ vatKey: 'IT02114400662' }).where(eq(companies.id, company.id));
  await tx.insert(billingDetails).values({
    companyId: company.id,
    legalName: 'Studio Verdi S.r.l.',
    street: 'Corso Vittorio Emanuele II 12',
    postalCode: '10123',
    city: 'Torino',
    province: 'TO',
    country: 'IT',
    vatId: 'IT02114400662',
    sdiCode: 'M5UXCR1',
  });
  await tx.update(users).set({ activeCompanyId: company.id }).where(eq(users.id, adminId));
  const day = 24 * 60 * 60 * 1000;
  await tx.insert(subscriptions).values({
    companyId: company.id,
    plan: 'trial',
    endDate: new Date(Date.now() - 3 * day),
    createdAt: new Date(Date.now() - 33 * day),
  });
  await tx.insert(planRequests).values({
    companyId: company.id,
    requestedBy: adminId,
    plan: 'business',
    message: 'Vorremmo continuare con il piano Business, fatturazione annuale.',
    createdAt: new Date(Date.now() - 2 * day),
  });
}

type NewUser = typeof users.$inferInsert;

async function ensureAccount(tx: Transaction, account: NewUser): Promise<number> {
  await tx
    .insert(users)
    .values({ ...account, emailVerifiedAt: sql`now()` })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, account.username));
  await tx.insert(userSettings).values({ userId: row!.id }).onConflictDoNothing();
  return row!.id;
}

const idsOf = async (tx: Transaction, names: string[]) =>
  new Map(
    (
      await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, names))
    ).map((row) => [row.username, row.id]),
  );

async function seedReports(tx: Transaction) {
  const people = await idsOf(tx, [
    'mario_rossi',
    'laura_ferrara',
    'chiara_gallo',
    'giulia_bianchi',
  ]);
  const [topic] = await tx
    .select({ id: topics.id, url: topics.url, title: topics.title })
    .from(topics)
    .where(eq(topics.status, 'published'))
    .orderBy(asc(topics.id))
    .limit(1);
  const [review] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .orderBy(asc(reviews.id))
    .limit(1);
  const marioId = people.get('mario_rossi') ?? null;
  const [message] = marioId
    ? await tx
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.recipientId, marioId))
        .orderBy(asc(messages.id))
        .limit(1)
    : [];
  let sequence = 0;
  const reference = () => `R-2026-DEMO${String((sequence += 1)).padStart(2, '0')}`;
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
  const base = { language: 'it', address: '127.0.0.1' } as const;
  const rows: Array<typeof siteReports.$inferInsert> = [
    {
      ...base,
      reference: reference(),
      kind: 'contact',
      name: 'Ilaria Ferri',
      email: 'ilaria.ferri@example.com',
      subject: 'Fatturazione elettronica per enti pubblici',
      message: 'Lavoro per un comune: potete emettere fatture verso la PA con codice univoco?',
      createdAt: hoursAgo(50),
    },
    {
      ...base,
      reference: reference(),
      kind: 'support',
      name: 'Chiara Gallo',
      email: 'chiara.gallo@example.com',
      subject: 'Non ricevo la mail di conferma',
      message: 'Ho chiesto due volte il link di conferma ma non arriva, nemmeno nello spam.',
      userId: people.get('chiara_gallo') ?? null,
      createdAt: hoursAgo(30),
    },
    {
      ...base,
      reference: reference(),
      kind: 'gdpr',
      name: 'Paolo Neri',
      email: 'paolo.neri@example.com',
      subject: 'Cancellazione dei miei dati',
      message: 'Chiedo la cancellazione di tutti i dati del mio vecchio account paolo_neri_82.',
      createdAt: hoursAgo(20),
    },
  ];
  if (topic) {
    rows.push(
      {
        ...base,
        reference: reference(),
        kind: 'abuse',
        name: 'Mario Rossi',
        email: 'mario.rossi@example.com',
        subject: 'Report of a topic (fraud)',
        message: 'Il formatore mi ha chiesto di pagare con bonifico fuori dal sito per uno sconto.',
        link: `/topic/${topic.url}`,
        userId: marioId,
        targetKind: 'topic',
        targetId: topic.id,
        reason: 'fraud',
        createdAt: hoursAgo(12),
      },
      {
        ...base,
        reference: reference(),
        kind: 'abuse',
        name: 'Laura Ferrara',
        email: 'laura.ferrara@example.com',
        subject: 'Report of a topic (fraud)',
        message: 'Anche a me è arrivata la stessa proposta di pagamento esterno.',
        link: `/topic/${topic.url}`,
        userId: people.get('laura_ferrara') ?? null,
        targetKind: 'topic',
        targetId: topic.id,
        reason: 'fraud',
        createdAt: hoursAgo(6),
      },
      {
        ...base,
        reference: reference(),
        kind: 'ipr',
        name: 'Studio Legale Bassi',
        email: 'ufficio@studiobassi.example.com',
        subject: 'Materiale protetto nella descrizione',
        message: `La descrizione di "${topic.title}" riproduce un capitolo di un manuale edito dal nostro assistito.`,
        link: `/topic/${topic.url}`,
        createdAt: hoursAgo(4),
      },
    );
  }
  if (review) {
    rows.push({
      ...base,
      reference: reference(),
      kind: 'abuse',
      name: 'Giulia Bianchi',
      email: 'giulia.bianchi@example.com',
      subject: 'Report of a review (inappropriate)',
      message: 'La recensione contiene insulti personali.',
      userId: people.get('giulia_bianchi') ?? null,
      targetKind: 'review',
      targetId: review.id,
      reason: 'inappropriate',
      createdAt: hoursAgo(3),
    });
  }
  if (message) {
    rows.push({
      ...base,
      reference: reference(),
      kind: 'abuse',
      name: 'Mario Rossi',
      email: 'mario.rossi@example.com',
      subject: 'Report of a message (spam)',
      message: '',
      userId: marioId,
      targetKind: 'message',
      targetId: message.id,
      reason: 'spam',
      createdAt: hoursAgo(1),
    });
  }
  await tx.insert(siteReports).values(rows);
}
