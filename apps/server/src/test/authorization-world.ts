import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  bookingParticipants,
  bookings,
  companies,
  companyMembers,
  sessions,
  stateTransitions,
  users,
  type StoredCatalogueImage,
} from '../db/schema.ts';
import { createUser, TestClient, type TestApp } from './app.ts';
import {
  giveTrainerProfile,
  insertEvent,
  insertQuote,
  insertRequirement,
  insertTopic,
} from './catalogue-rows.ts';

/**
 * A small marketplace for the authorisation table's test: one account per kind of caller, two
 * companies, and records owned by a provider and by a former provider (who owns listings but
 * offers no training any more).
 */

export type Persona =
  | 'visitor'
  | 'seeker'
  | 'provider'
  | 'owner'
  | 'formerProvider'
  | 'companyAdmin'
  | 'manager'
  | 'otherCompany'
  | 'operator'
  | 'support';

interface Facts {
  signedIn: boolean;
  isProvider: boolean;
  /** Owns the records an owner's call names (the owner's, or the former provider's own). */
  ownsRecords: boolean;
  /** Staff of company A, of company B (another company), or of none. */
  staffOf: 'A' | 'B' | null;
  isAdmin: boolean;
  /** A role in running the marketplace, signed in with the second factor. */
  platformRole: 'operator' | 'support' | null;
}

const person = (facts: Partial<Facts>): Facts => ({
  signedIn: true,
  isProvider: false,
  ownsRecords: false,
  staffOf: null,
  isAdmin: false,
  platformRole: null,
  ...facts,
});

export const personas: Record<Persona, Facts> = {
  visitor: person({ signedIn: false }),
  seeker: person({}),
  provider: person({ isProvider: true }),
  owner: person({ isProvider: true, ownsRecords: true }),
  formerProvider: person({ ownsRecords: true }),
  companyAdmin: person({ staffOf: 'A', isAdmin: true }),
  manager: person({ staffOf: 'A' }),
  otherCompany: person({ staffOf: 'B', isAdmin: true }),
  operator: person({ platformRole: 'operator' }),
  support: person({ platformRole: 'support' }),
};

export interface RecordRef {
  id: number;
  url: string;
}

export interface RecordSet {
  publishedTopic: RecordRef;
  draftTopic: RecordRef;
  publishedEvent: RecordRef;
  draftEvent: RecordRef;
  requirement: RecordRef;
}

interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
}

export interface World {
  users: Partial<Record<Persona, Account>>;
  clients: Record<Persona, TestClient>;
  /** An account no caller is signed in as (for the login action). */
  spare: Account;
  companyA: { id: number; slug: string };
  companyB: { id: number; slug: string };
  records: { owner: RecordSet; formerProvider: RecordSet };
  /**
   * A request of the owner's published topic by the seeker, for company A: its parties are the
   * seeker (buyer), the owner (provider) and company A's staff (approvers).
   */
  booking: { id: number };
  /** The provider's quote on the owner's requirement: its parties are the two of them. */
  quote: { id: number };
  /** Signs the persona in once more elsewhere and answers that session's id. */
  otherSessionOf(persona: Persona): Promise<string>;
}

const image = (name: string): StoredCatalogueImage => ({
  large: `/uploads/topic/${name}-large.webp`,
  card: `/uploads/topic/${name}-card.webp`,
  thumb: `/uploads/topic/${name}-thumb.webp`,
});

/** Complete listings (publishable), each with one image, so every owner's call can succeed. */
async function createRecords(t: TestApp, userId: number): Promise<RecordSet> {
  const complete = { description: '<p>Complete description.</p>', images: [image('a')] };
  const event = { ...complete, delivery: 'in_person' as const, location: 'Milano' };
  return {
    publishedTopic: await insertTopic(t.db, userId, complete),
    draftTopic: await insertTopic(t.db, userId, { ...complete, status: 'draft' }),
    publishedEvent: await insertEvent(t.db, userId, event),
    draftEvent: await insertEvent(t.db, userId, { ...event, status: 'draft', publishedAt: null }),
    requirement: await insertRequirement(t.db, userId),
  };
}

async function createCompany(t: TestApp, kind: 'company' | 'sme') {
  const slug = `co-${crypto.randomBytes(5).toString('hex')}`;
  const [row] = await t.db
    .insert(companies)
    .values({ slug, name: `Company ${slug}`, kind })
    .returning({ id: companies.id, slug: companies.slug });
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

async function signIn(t: TestApp, account: Account): Promise<TestClient> {
  const client = new TestClient(t.app);
  const reply = await client.login(account.username, account.password);
  if (reply.json<{ status: boolean }>().status !== true) throw new Error(reply.body);
  return client;
}

async function createBooking(
  t: TestApp,
  parties: { topicId: number; buyerId: number; providerId: number; companyId: number },
) {
  const inTenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  const [row] = await t.db
    .insert(bookings)
    .values({
      ...parties,
      kind: 'topic',
      state: 'requested',
      title: 'A requested training',
      listingUrl: '/topic/a-requested-training',
      participants: 1,
      proposedDates: [inTenDays.toISOString()],
      unitPriceMinor: 10_000,
      netMinor: 10_000,
      quantity: 1,
      vatRateBasisPoints: 2200,
      vatMinor: 2200,
      grossMinor: 12_200,
      expiresAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking insert returned nothing');
  await t.db
    .insert(bookingParticipants)
    .values({ bookingId: row.id, name: 'Seeker', userId: parties.buyerId });
  await t.db.insert(stateTransitions).values({
    machine: 'topic_booking',
    recordId: row.id,
    transition: 'create',
    fromState: '',
    toState: 'requested',
    actorId: parties.buyerId,
  });
  return row;
}

export async function createWorld(t: TestApp): Promise<World> {
  const accounts: Partial<Record<Persona, Account>> = {};
  for (const persona of Object.keys(personas) as Persona[]) {
    if (!personas[persona].signedIn) continue;
    const account = await createUser(t.db);
    accounts[persona] = account;
    const { platformRole } = personas[persona];
    if (platformRole) {
      await t.db.update(users).set({ platformRole }).where(eq(users.id, account.id));
    }
    if (personas[persona].isProvider || persona === 'formerProvider') {
      await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, account.id));
      await giveTrainerProfile(t.db, account);
    }
  }
  const must = (persona: Persona) => {
    const account = accounts[persona];
    if (!account) throw new Error(`no account for ${persona}`);
    return account;
  };

  const companyA = await createCompany(t, 'company');
  const companyB = await createCompany(t, 'sme');
  await t.db.insert(companyMembers).values([
    { companyId: companyA.id, userId: must('companyAdmin').id, userRole: 1 },
    { companyId: companyA.id, userId: must('manager').id, userRole: 2 },
    { companyId: companyB.id, userId: must('otherCompany').id, userRole: 1 },
  ]);

  const records = {
    owner: await createRecords(t, must('owner').id),
    formerProvider: await createRecords(t, must('formerProvider').id),
  };
  // The former provider published while a provider, then chose the seeker role.
  await t.db
    .update(users)
    .set({ serviceType: 'seeker' })
    .where(eq(users.id, must('formerProvider').id));

  const clients = {} as Record<Persona, TestClient>;
  for (const persona of Object.keys(personas) as Persona[]) {
    const account = accounts[persona];
    clients[persona] = account ? await signIn(t, account) : new TestClient(t.app);
    // The console's people sign in with their second factor (as logintwofactor marks a session).
    if (account && personas[persona].platformRole) {
      await t.db.update(sessions).set({ twoFactor: true }).where(eq(sessions.userId, account.id));
    }
  }

  const booking = await createBooking(t, {
    topicId: records.owner.publishedTopic.id,
    buyerId: must('seeker').id,
    providerId: must('owner').id,
    companyId: companyA.id,
  });

  const quote = await insertQuote(t.db, {
    requirementId: records.owner.requirement.id,
    providerId: must('provider').id,
  });

  return {
    users: accounts,
    clients,
    booking,
    quote,
    spare: await createUser(t.db),
    companyA,
    companyB,
    records,
    async otherSessionOf(persona) {
      const account = accounts[persona];
      if (!account) return crypto.randomUUID();
      const elsewhere = await signIn(t, account);
      const list = (await elsewhere.action('sessionlist')).json<{
        sessions: Array<{ id: string; current: boolean }>;
      }>();
      const session = list.sessions.find((entry) => entry.current);
      if (!session) throw new Error('the new session is not listed');
      return session.id;
    },
  };
}
