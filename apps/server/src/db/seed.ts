import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../lib/passwords.ts';
import { openPglite, type Database } from './client.ts';
import { seedDemoCatalogue } from './seed/catalogue-seed.ts';
import { seedDemoMessages } from './seed/messages-seed.ts';
import { seedDemoBookings } from './seed/bookings-seed.ts';
import { seedDemoQuotes } from './seed/quotes-seed.ts';
import { seedCompanyTrainers } from './seed/company-trainers-seed.ts';
import { seedCompanyApprovalDemo } from './seed/company-approval-seed.ts';
import { seedCompanySchedule } from './seed/company-schedule-seed.ts';
import { seedDemoCompanyPeople } from './seed/company-people-seed.ts';
import { seedBillingDetails } from './seed/billing.ts';
import { seedMoneyDemo } from './seed/money.ts';
import { seedBookingSessions } from './seed/booking-sessions-seed.ts';
import { seedOperatorDemo } from './seed/operator-seed.ts';
import { newProviderUsers } from './seed/demo-providers.ts';
import {
  companies,
  companyMembers,
  companyTrainers,
  demoSeedParts,
  subscriptions,
  userSettings,
  users,
} from './schema.ts';
import { createFolderStorage, type ObjectStorage } from '../lib/storage.ts';

export const DEMO_PASSWORD = 'Demo2026!';

type DemoUser = {
  username: string;
  firstName: string;
  lastName: string;
  headline: string;
  profileType?: 'individual' | 'company';
  serviceType?: 'provider' | 'seeker';
  language?: string;
};

/** One account per role (listed in the README) and a crowd of people for search to find. */
export const demoAccounts: DemoUser[] = [
  {
    username: 'mario_rossi',
    firstName: 'Mario',
    lastName: 'Rossi',
    headline: 'HR specialist looking for leadership courses',
    serviceType: 'seeker',
    language: 'it',
  },
  {
    username: 'giulia_bianchi',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    headline: 'Agile coach and certified Scrum trainer',
    serviceType: 'provider',
    language: 'it',
  },
  {
    username: 'acme_admin',
    firstName: 'Anna',
    lastName: 'Conti',
    headline: 'Learning & development at ACME S.p.A.',
    profileType: 'company',
    serviceType: 'seeker',
    language: 'it',
  },
  {
    username: 'pmi_admin',
    firstName: 'Paolo',
    lastName: 'Marino',
    headline: 'Owner of a small manufacturing business',
    profileType: 'company',
    serviceType: 'seeker',
    language: 'it',
  },
];

const crowd: Array<[string, string, string, 'provider' | 'seeker', string]> = [
  ['luca_ferrari', 'Luca', 'Ferrari', 'provider', 'Excel and Power BI trainer'],
  ['francesca_russo', 'Francesca', 'Russo', 'provider', 'Public speaking coach'],
  ['alessandro_romano', 'Alessandro', 'Romano', 'provider', 'Cybersecurity awareness trainer'],
  ['chiara_gallo', 'Chiara', 'Gallo', 'seeker', 'Office manager'],
  ['matteo_costa', 'Matteo', 'Costa', 'provider', 'Project management (PMP) instructor'],
  ['sara_fontana', 'Sara', 'Fontana', 'provider', 'Workplace safety trainer (D.Lgs. 81/08)'],
  ['davide_greco', 'Davide', 'Greco', 'seeker', 'Sales team lead'],
  ['elena_ricci', 'Elena', 'Ricci', 'provider', 'Business English teacher'],
  ['marco_bruno', 'Marco', 'Bruno', 'provider', 'Lean manufacturing consultant'],
  ['valentina_moretti', 'Valentina', 'Moretti', 'seeker', 'Talent acquisition specialist'],
  ['simone_barbieri', 'Simone', 'Barbieri', 'provider', 'Python and data analysis trainer'],
  ['martina_lombardi', 'Martina', 'Lombardi', 'provider', 'Negotiation skills coach'],
  ['andrea_colombo', 'Andrea', 'Colombo', 'seeker', 'Operations manager'],
  ['federica_rinaldi', 'Federica', 'Rinaldi', 'provider', 'GDPR and privacy compliance trainer'],
  ['giorgio_caruso', 'Giorgio', 'Caruso', 'provider', 'Leadership and team building facilitator'],
  ['laura_ferrara', 'Laura', 'Ferrara', 'seeker', 'Head of people'],
  ['stefano_galli', 'Stefano', 'Galli', 'provider', 'SAP consultant and trainer'],
  ['silvia_martini', 'Silvia', 'Martini', 'provider', 'Time management coach'],
  ['roberto_leone', 'Roberto', 'Leone', 'seeker', 'Plant director'],
  ['paola_longo', 'Paola', 'Longo', 'provider', 'Customer service trainer'],
  ['emma_johnson', 'Emma', 'Johnson', 'provider', 'Design thinking facilitator'],
  ['james_smith', 'James', 'Smith', 'provider', 'Cloud architecture (AWS) instructor'],
  ['olivia_brown', 'Olivia', 'Brown', 'seeker', 'L&D coordinator'],
  ['william_taylor', 'William', 'Taylor', 'provider', 'Financial modelling trainer'],
  ['sophie_williams', 'Sophie', 'Williams', 'provider', 'Emotional intelligence coach'],
  ['thomas_wilson', 'Thomas', 'Wilson', 'seeker', 'IT manager'],
  ['charlotte_davies', 'Charlotte', 'Davies', 'provider', 'UX writing workshop leader'],
  ['oliver_evans', 'Oliver', 'Evans', 'provider', 'Kanban and DevOps trainer'],
  ['amelia_thomas', 'Amelia', 'Thomas', 'seeker', 'Training buyer'],
  ['harry_roberts', 'Harry', 'Roberts', 'provider', 'First aid instructor'],
  ['giovanni_esposito', 'Giovanni', 'Esposito', 'provider', 'Digital marketing trainer'],
  ['beatrice_mancini', 'Beatrice', 'Mancini', 'provider', 'Mindfulness at work facilitator'],
  ['riccardo_villa', 'Riccardo', 'Villa', 'seeker', 'Quality manager'],
  ['alice_marchetti', 'Alice', 'Marchetti', 'provider', 'Italian for foreigners teacher'],
  ['lorenzo_deluca', 'Lorenzo', 'De Luca', 'provider', 'Forklift and logistics safety trainer'],
  ['noemi_serra', 'Noemi', 'Serra', 'seeker', 'Administrative assistant'],
];

export const demoUsers: DemoUser[] = [
  ...demoAccounts,
  ...crowd.map(([username, firstName, lastName, serviceType, headline]) => ({
    username,
    firstName,
    lastName,
    serviceType,
    headline,
  })),
  // More trainers, so that the demo catalogue has its 40-odd providers.
  ...newProviderUsers.map((user) => ({ ...user, serviceType: 'provider' as const })),
];

/**
 * The whole demo: accounts and companies, then the catalogue (topics, events, requirements,
 * reviews, pictures in the uploads storage) while the catalogue is still empty, then conversations
 * and notifications while no message exists, then bookings while none exists (besides those
 * under the demo reviews), then quotes on a requirement of mario_rossi while none exists; last, the
 * topic bookings' sessions and attendance by session.
 *
 * Each part checks for itself whether its data is there. The parts done are written down
 * (`demo_seed_parts`), so a start on a demo already in place reads one table instead of asking
 * every part (25-odd statements, 0.2–0.4 s of an existing data folder's start); a part that a
 * later build adds still runs on the next start.
 */
export async function seedDemoData(
  db: Database,
  passwords: PasswordHasher,
  storage: ObjectStorage,
  productName = 'Skillvia',
): Promise<void> {
  const done = new Set(
    (await db.select({ part: demoSeedParts.part }).from(demoSeedParts)).map((row) => row.part),
  );
  const missing = demoParts.filter(([part]) => !done.has(part));
  if (missing.length === 0) return;
  const context: DemoContext = { db, passwords: hashingOnce(passwords), storage, productName };
  for (const [, seed] of missing) await seed(context);
  await db
    .insert(demoSeedParts)
    .values(missing.map(([part]) => ({ part })))
    .onConflictDoNothing();
}

interface DemoContext {
  db: Database;
  passwords: PasswordHasher;
  storage: ObjectStorage;
  productName: string;
}

/** The demo's parts in their order, each by the name `demo_seed_parts` keeps. */
const demoParts: Array<[string, (context: DemoContext) => Promise<unknown>]> = [
  ['accounts', ({ db, passwords }) => seedDemoAccounts(db, passwords)],
  [
    'catalogue',
    ({ db, storage }) =>
      seedDemoCatalogue(
        db,
        storage,
        demoUsers.map((user) => user.username),
      ),
  ],
  ['messages', ({ db, productName }) => seedDemoMessages(db, productName)],
  ['bookings', ({ db }) => seedDemoBookings(db)],
  ['quotes', ({ db }) => seedDemoQuotes(db)],
  ['company-people', ({ db, passwords }) => seedDemoCompanyPeople(db, passwords, DEMO_PASSWORD)],
  ['company-trainers', ({ db }) => seedCompanyTrainers(db)],
  ['company-approval', ({ db }) => seedCompanyApprovalDemo(db)],
  ['company-schedule', ({ db }) => seedCompanySchedule(db)],
  ['billing-details', ({ db }) => seedBillingDetails(db)],
  ['money', ({ db, storage }) => seedMoneyDemo(db, storage)],
  ['booking-sessions', ({ db }) => seedBookingSessions(db)],
  ['operator', ({ db, passwords }) => seedOperatorDemo(db, passwords, DEMO_PASSWORD)],
];

/**
 * The demo's accounts share one hash of the demo password, as seedDemoAccounts' accounts always
 * did: the parts that add accounts (the accounts, ACME's managers, the operator's demo) each ask
 * for it, and each hash costs about 0.3 s of a new data folder's start.
 */
function hashingOnce(passwords: PasswordHasher): PasswordHasher {
  const hashes = new Map<string, Promise<string>>();
  return {
    ...passwords,
    hash: (password) => {
      const hash = hashes.get(password) ?? passwords.hash(password);
      hashes.set(password, hash);
      return hash;
    },
  };
}

/**
 * The build's part of the demo (cli/embedded-template.ts): the demo's accounts and catalogue are
 * seeded into a scratch copy of the embedded template and a scratch folder, only for the pictures
 * they render, which stay in `folder` (emptied first) for every new data folder's seed to copy.
 * Answers how many files it holds.
 */
export async function renderDemoPictures(
  template: string,
  folder: string,
  passwords: PasswordHasher,
): Promise<number> {
  fs.rmSync(folder, { recursive: true, force: true });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-pictures-'));
  const handle = await openPglite(null, { loadDataDir: new Blob([fs.readFileSync(template)]) });
  try {
    await seedDemoAccounts(handle.db, passwords);
    await seedDemoCatalogue(
      handle.db,
      createFolderStorage(scratch),
      demoUsers.map((user) => user.username),
      new Date(),
      { folder, record: true },
    );
  } finally {
    await handle.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return fs.readdirSync(folder).length;
}

/**
 * Idempotent: existing users (by name or e-mail) are left alone. The password is hashed once, and
 * only when an account is missing (a restart of a demo already in place skips the hash's cost).
 */
export async function seedDemoAccounts(db: Database, passwords: PasswordHasher): Promise<void> {
  const demoNames = inArray(
    sql`lower(${users.username})`,
    demoUsers.map((user) => user.username.toLowerCase()),
  );
  const present = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(demoNames);
  const passwordHash =
    (present[0]?.count ?? 0) < demoUsers.length ? await passwords.hash(DEMO_PASSWORD) : null;
  await db.transaction(async (tx) => {
    if (passwordHash) {
      await tx
        .insert(users)
        .values(
          demoUsers.map((user) => ({
            username: user.username,
            email: `${user.username.replace('_', '.')}@example.com`,
            passwordHash,
            firstName: user.firstName,
            lastName: user.lastName,
            headline: user.headline,
            profileType: user.profileType ?? 'individual',
            serviceType: user.serviceType ?? 'seeker',
            language: user.language ?? null,
            emailVerifiedAt: sql`now()`,
          })),
        )
        .onConflictDoNothing();
    }
    // Demo accounts seeded before e-mail verification existed are verified too.
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(demoNames, isNull(users.emailVerifiedAt)));
    const seeded = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(demoNames);
    if (seeded.length === 0) return;
    await tx
      .insert(userSettings)
      .values(seeded.map((user) => ({ userId: user.id })))
      .onConflictDoNothing();

    const idOf = new Map(seeded.map((user) => [user.username, user.id]));
    const existing = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (existing.length > 0) return;
    const created = await tx
      .insert(companies)
      .values(
        demoCompanies.map(({ slug, name, kind, country, industry }) => ({
          slug,
          name,
          kind,
          country,
          industry,
        })),
      )
      .returning({ id: companies.id, slug: companies.slug });
    const companyId = new Map(created.map((company) => [company.slug, company.id]));
    for (const company of demoCompanies) {
      const id = companyId.get(company.slug);
      const parentId = company.parent ? companyId.get(company.parent) : undefined;
      if (id && parentId) await tx.update(companies).set({ parentId }).where(eq(companies.id, id));
    }
    const members = demoCompanies.flatMap((company) =>
      company.members.flatMap(([username, userRole]) => {
        const userId = idOf.get(username);
        const id = companyId.get(company.slug);
        return userId && id ? [{ companyId: id, userId, userRole }] : [];
      }),
    );
    if (members.length > 0) await tx.insert(companyMembers).values(members);
    const trainers = demoCompanies.flatMap((company) =>
      company.trainers.flatMap(([email, username]) => {
        const id = companyId.get(company.slug);
        if (!id) return [];
        const userId = username ? (idOf.get(username) ?? null) : null;
        return [
          {
            companyId: id,
            email,
            userId,
            status: userId ? ('joined' as const) : ('approved' as const),
            joinedAt: userId ? new Date() : null,
          },
        ];
      }),
    );
    if (trainers.length > 0) await tx.insert(companyTrainers).values(trainers);
    const now = Date.now();
    await tx.insert(subscriptions).values(
      demoCompanies.flatMap((company) => {
        const id = companyId.get(company.slug);
        return id
          ? [{ companyId: id, plan: 'trial', endDate: new Date(now + company.trialDays * DAY) }]
          : [];
      }),
    );
  });
}

const DAY = 24 * 60 * 60 * 1000;

interface DemoCompany {
  slug: string;
  name: string;
  kind: 'company' | 'sme';
  country: string;
  industry: string;
  /** The slug of the group's first profile, for a further location of the group. */
  parent?: string;
  /** username and userRole (1 = admin, 2 = manager). */
  members: Array<[string, number]>;
  /** Approved provider e-mails; a username when that provider has already joined. */
  trainers: Array<[string, string | null]>;
  trialDays: number;
}

/**
 * ACME has two locations run by one super admin (acme_admin switches between them); the SME is
 * run by pmi_admin. Both approve providers: some have joined, others may join through the link.
 */
export const demoCompanies: DemoCompany[] = [
  {
    slug: 'acme',
    name: 'ACME S.p.A. – Milano',
    kind: 'company',
    country: 'IT',
    industry: 'Manufacturing',
    members: [
      ['acme_admin', 1],
      ['laura_ferrara', 2],
    ],
    trainers: [
      ['giulia.bianchi@example.com', 'giulia_bianchi'],
      ['luca.ferrari@example.com', null],
      ['nuovo.formatore@example.com', null],
    ],
    trialDays: 14,
  },
  {
    slug: 'acme-roma',
    name: 'ACME S.p.A. – Roma',
    kind: 'company',
    parent: 'acme',
    country: 'IT',
    industry: 'Manufacturing',
    members: [['acme_admin', 1]],
    trainers: [['matteo.costa@example.com', null]],
    trialDays: 14,
  },
  {
    slug: 'officine-marino',
    name: 'Officine Marino S.r.l.',
    kind: 'sme',
    country: 'IT',
    industry: 'Metalworking',
    members: [['pmi_admin', 1]],
    trainers: [
      ['sara.fontana@example.com', null],
      ['francesca.russo@example.com', null],
    ],
    trialDays: 30,
  },
];
