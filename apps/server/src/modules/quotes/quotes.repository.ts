import { and, count, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import { activeQuoteStates } from '@app/contracts/states';
import type { Queryable } from '../../db/client.ts';
import { bookings, quotes, requirements, users } from '../../db/schema.ts';

/** What sending a quote needs to know about the requirement. */
export async function findRequirementToQuote(db: Queryable, requirementId: number) {
  const [row] = await db
    .select({
      id: requirements.id,
      ownerId: requirements.userId,
      status: requirements.status,
      currency: requirements.currency,
    })
    .from(requirements)
    .where(eq(requirements.id, requirementId));
  return row ?? null;
}

/** The VAT rate a provider charges, snapshotted on each quote. */
export async function findVatRate(db: Queryable, userId: number) {
  const [row] = await db
    .select({ vatRateBasisPoints: users.vatRateBasisPoints })
    .from(users)
    .where(eq(users.id, userId));
  return row?.vatRateBasisPoints ?? null;
}

export async function hasActiveQuote(db: Queryable, requirementId: number, providerId: number) {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.requirementId, requirementId),
        eq(quotes.providerId, providerId),
        inArray(quotes.state, [...activeQuoteStates]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type NewQuote = typeof quotes.$inferInsert;

export async function insertQuote(tx: Queryable, quote: NewQuote) {
  const [row] = await tx
    .insert(quotes)
    .values(quote)
    .returning({ id: quotes.id, state: quotes.state });
  if (!row) throw new Error('Quote insert returned nothing');
  return row;
}

/** A quote and whose requirement it answers, without a lock (to find what to lock first). */
export async function findQuote(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: quotes.id,
      requirementId: quotes.requirementId,
      providerId: quotes.providerId,
      ownerId: requirements.userId,
    })
    .from(quotes)
    .innerJoin(requirements, eq(requirements.id, quotes.requirementId))
    .where(eq(quotes.id, id));
  return row ?? null;
}

/** Locks a requirement row: every accept of its quotes is serialised on it. */
export async function lockRequirementForQuotes(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      id: requirements.id,
      ownerId: requirements.userId,
      status: requirements.status,
      title: requirements.title,
      url: requirements.url,
      participants: requirements.participants,
    })
    .from(requirements)
    .where(eq(requirements.id, id))
    .for('update');
  return row ?? null;
}

export async function lockQuote(tx: Queryable, id: number) {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row ?? null;
}
export type LockedQuote = NonNullable<Awaited<ReturnType<typeof lockQuote>>>;

/** The other quotes still in play on a requirement, locked, in id order. */
export async function lockOtherOpenQuotes(tx: Queryable, requirementId: number, exceptId: number) {
  return tx
    .select({ id: quotes.id, state: quotes.state, providerId: quotes.providerId })
    .from(quotes)
    .where(
      and(
        eq(quotes.requirementId, requirementId),
        ne(quotes.id, exceptId),
        inArray(quotes.state, ['submitted', 'shortlisted']),
      ),
    )
    .orderBy(quotes.id)
    .for('update');
}

const quoteColumns = {
  id: quotes.id,
  state: quotes.state,
  requirementId: requirements.id,
  requirementTitle: requirements.title,
  requirementUrl: requirements.url,
  requirementParticipants: requirements.participants,
  requirementOwnerId: requirements.userId,
  providerId: quotes.providerId,
  providerUsername: users.username,
  providerFirstName: users.firstName,
  providerLastName: users.lastName,
  providerImage: users.profileImage,
  pricing: quotes.pricing,
  priceMinor: quotes.priceMinor,
  vatRateBasisPoints: quotes.vatRateBasisPoints,
  currency: quotes.currency,
  proposedDates: quotes.proposedDates,
  delivery: quotes.delivery,
  location: quotes.location,
  validUntil: quotes.validUntil,
  coverLetter: quotes.coverLetter,
  createdAt: quotes.createdAt,
  bookingId: bookings.id,
};

function selectQuoteRows(db: Queryable) {
  return db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(requirements, eq(requirements.id, quotes.requirementId))
    .innerJoin(users, eq(users.id, quotes.providerId))
    .leftJoin(bookings, eq(bookings.quoteId, quotes.id));
}
export type QuoteRow = Awaited<ReturnType<typeof selectRequirementQuoteRows>>[number];

/** Every quote on a requirement, oldest first (withdrawn ones are the provider's business). */
export function selectRequirementQuoteRows(db: Queryable, requirementId: number) {
  return selectQuoteRows(db)
    .where(and(eq(quotes.requirementId, requirementId), ne(quotes.state, 'withdrawn')))
    .orderBy(quotes.id);
}

/** A provider's quotes, or those on one requirement (at most one active, older ones too). */
const providerQuotes = (providerId: number, requirementId: number | undefined) =>
  and(
    eq(quotes.providerId, providerId),
    requirementId === undefined ? undefined : eq(quotes.requirementId, requirementId),
  );

export function selectProviderQuoteRows(
  db: Queryable,
  providerId: number,
  query: { requirementId?: number | undefined; limit: number; offset: number },
) {
  return selectQuoteRows(db)
    .where(providerQuotes(providerId, query.requirementId))
    .orderBy(desc(quotes.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countProviderQuotes(
  db: Queryable,
  providerId: number,
  requirementId?: number,
) {
  const [row] = await db
    .select({ total: count() })
    .from(quotes)
    .where(providerQuotes(providerId, requirementId));
  return row?.total ?? 0;
}

/** Open quotes whose validity date has passed (`today` is a date in the product's zone). */
export async function selectExpiredQuotes(db: Queryable, today: string, limit: number) {
  return db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(inArray(quotes.state, ['submitted', 'shortlisted']), lt(quotes.validUntil, today)))
    .orderBy(quotes.id)
    .limit(limit);
}

/** What a quote's notifications say: its requirement, people and first date. */
export async function findQuoteNotice(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: quotes.id,
      state: quotes.state,
      providerId: quotes.providerId,
      ownerId: requirements.userId,
      requirementId: requirements.id,
      requirementUrl: requirements.url,
      title: requirements.title,
      bookingId: bookings.id,
      startsAt: bookings.startsAt,
    })
    .from(quotes)
    .innerJoin(requirements, eq(requirements.id, quotes.requirementId))
    .leftJoin(bookings, eq(bookings.quoteId, quotes.id))
    .where(eq(quotes.id, id));
  return row ?? null;
}

/** The quotes an accept marked not selected (from the history of that requirement's quotes). */
export async function selectNotSelectedQuotes(db: Queryable, requirementId: number) {
  return db
    .select({ id: quotes.id, providerId: quotes.providerId })
    .from(quotes)
    .where(and(eq(quotes.requirementId, requirementId), eq(quotes.state, 'not_selected')));
}

/** A provider's quotes still in play (submitted or shortlisted), oldest first. */
export async function selectOpenQuotesOf(db: Queryable, providerId: number) {
  return db
    .select({ id: quotes.id, requirementId: quotes.requirementId })
    .from(quotes)
    .where(
      and(eq(quotes.providerId, providerId), inArray(quotes.state, ['submitted', 'shortlisted'])),
    )
    .orderBy(quotes.id);
}

/** How many quotes wait for each requirement's owner to decide (submitted or shortlisted). */
export async function countQuotesToDecide(
  db: Queryable,
  requirementIds: readonly number[],
): Promise<Map<number, number>> {
  if (requirementIds.length === 0) return new Map();
  const rows = await db
    .select({ requirementId: quotes.requirementId, total: count() })
    .from(quotes)
    .where(
      and(
        inArray(quotes.requirementId, [...requirementIds]),
        inArray(quotes.state, ['submitted', 'shortlisted']),
      ),
    )
    .groupBy(quotes.requirementId);
  return new Map(rows.map((row) => [row.requirementId, Number(row.total)]));
}
