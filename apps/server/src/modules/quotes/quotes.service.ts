import type { z } from 'zod';
import type { myquotes, quotetransition, sendquote } from '@app/contracts/actions/quote';
import { quoteLimits, quotePrice } from '@app/contracts/actions/quote';
import {
  availableTransitions,
  quoteMachine,
  requirementMachine,
  type QuoteRole,
  type QuoteState,
  type QuoteTransition,
} from '@app/contracts/states';
import type { StoredProfileImage } from '../../db/schema.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, InputError } from '../../lib/app-error.ts';
import { violatedExclusionConstraint, violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { instantToZonedTime } from '../../lib/time-zones.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import {
  createBooking,
  participantsOf,
  priceColumnsOf,
  insertCreation,
} from '../bookings/index.ts';
import { findPersonName, displayNameOf } from '../accounts/index.ts';
import { quoteStateColumn, requirementStateColumn } from '../../shared/state-history.repository.ts';
import { selectProviderRatings } from '../reviews/index.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import {
  countProviderQuotes,
  findQuote,
  findRequirementToQuote,
  findVatRate,
  hasActiveQuote,
  insertQuote,
  lockOtherOpenQuotes,
  lockQuote,
  lockRequirementForQuotes,
  selectOpenQuotesOf,
  selectProviderQuoteRows,
  selectRequirementQuoteRows,
  type QuoteRow,
} from './quotes.repository.ts';

/** Quotes on requirements (docs/product.md, "Quotes"; docs/decisions/013-bookings.md). */

export interface QuoteDeps {
  events: DomainEvents;
  jobs: JobQueue;
}

type SendInput = z.output<typeof sendquote.request>;
type TransitionInput = z.output<typeof quotetransition.request>;
type MyQuotesInput = z.output<typeof myquotes.request>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const homeZone = 'Europe/Rome';

/** Today's date in the product's home zone: a quote is valid through its validity date there. */
export const todayInHomeZone = (now = new Date()) => instantToZonedTime(now, homeZone).slice(0, 10);

export const quoteJobNames = { expire: 'quotes.expire', sweep: 'quotes.sweep' } as const;

export async function sendQuote(db: Database, deps: QuoteDeps, userId: number, input: SendInput) {
  const requirement = await findRequirementToQuote(db, input.requirementId);
  if (!requirement) throw new AppError('listing_not_found');
  if (requirement.ownerId === userId) throw new AppError('own_requirement');
  if (requirement.status !== 'open') throw new AppError('requirement_closed');
  const now = new Date();
  if (input.validUntil < todayInHomeZone(now)) {
    throw new InputError({ validUntil: ['validation.date'] });
  }
  const starts = input.dates.map((date) => new Date(date));
  if (starts.some((start) => start <= now)) throw new InputError({ dates: ['validation.date'] });
  if (await hasActiveQuote(db, requirement.id, userId)) throw new AppError('already_quoted');
  const vatRateBasisPoints = (await findVatRate(db, userId)) ?? 0;

  try {
    return await db.transaction(async (tx) => {
      const quote = await insertQuote(tx, {
        requirementId: requirement.id,
        providerId: userId,
        state: quoteMachine.initial,
        pricing: input.pricing,
        priceMinor: input.priceMinor,
        vatRateBasisPoints,
        currency: requirement.currency,
        proposedDates: starts.map((start) => start.toISOString()),
        delivery: input.delivery,
        location: input.location ?? null,
        validUntil: input.validUntil,
        coverLetter: input.coverLetter,
      });
      await insertCreation(tx, {
        machine: quoteMachine.name,
        bookingId: quote.id,
        state: quote.state,
        actorId: userId,
      });
      await deps.events.record(tx, 'quote.changed', {
        quoteId: quote.id,
        transition: 'create',
        actorId: userId,
      });
      // Runs early on the day after the validity date (home zone); the handler re-checks.
      const expireAt = Date.parse(`${input.validUntil}T00:00:00Z`) + DAY_MS;
      const seconds = Math.ceil((expireAt - Date.now()) / 1000);
      await deps.jobs.send(
        quoteJobNames.expire,
        { quoteId: quote.id },
        { tx, singletonKey: `expire:${quote.id}`, startAfterSeconds: Math.max(seconds, 1) },
      );
      return quote;
    });
  } catch (error) {
    // Two quotes sent at once by one provider: the partial unique index lets one through.
    if (violatedUniqueConstraint(error) === 'quotes_one_active_key') {
      throw new AppError('already_quoted');
    }
    throw error;
  }
}

function rolesOf(quote: { providerId: number; ownerId: number }, userId: number): QuoteRole[] {
  const roles: QuoteRole[] = [];
  if (quote.ownerId === userId) roles.push('owner');
  if (quote.providerId === userId) roles.push('provider');
  return roles;
}

/**
 * Fires a quote's transition for its requirement's owner or its provider; anyone else is refused
 * as if the quote did not exist (quotes are sealed). Accept runs acceptQuote's one transaction.
 */
export async function changeQuote(
  db: Database,
  deps: QuoteDeps,
  userId: number,
  input: TransitionInput,
) {
  const found = await findQuote(db, input.id);
  const roles = found ? rolesOf(found, userId) : [];
  if (!found || roles.length === 0) throw new AppError('listing_not_found');
  try {
    return await db.transaction(async (tx) => {
      // Every change of a requirement's quotes locks the requirement first, then the quote:
      // two accepts of one requirement's quotes are serialised, and lock order never deadlocks.
      const requirement = await lockRequirementForQuotes(tx, found.requirementId);
      const quote = await lockQuote(tx, input.id);
      if (!requirement || !quote) throw new AppError('listing_not_found');
      const actor = { userId, roles };
      const record = { id: quote.id, state: quote.state as QuoteState };
      if (input.transition !== 'accept') {
        const state = await fireQuote(tx, record, input.transition, actor);
        await deps.events.record(tx, 'quote.changed', {
          quoteId: quote.id,
          transition: input.transition,
          actorId: userId,
        });
        return { quote: { id: quote.id, state }, bookingId: null };
      }
      return acceptQuote(tx, deps, { requirement, quote, actor, dateIndex: input.dateIndex });
    });
  } catch (error) {
    if (violatedExclusionConstraint(error) === 'booking_sessions_provider_no_overlap') {
      throw new AppError('provider_busy');
    }
    throw error;
  }
}

/**
 * A suspended provider's quotes still in play are withdrawn (docs/product.md, "The operator
 * console"), in the suspension's transaction, each through the quote machine as its provider, the
 * requirement locked first as every change of its quotes does; each owner is told. An accepted
 * quote is a booking now, which the bookings' own cancellation ends.
 */
export async function withdrawOpenQuotesOf(
  tx: Transaction,
  deps: Pick<QuoteDeps, 'events'>,
  providerId: number,
): Promise<number> {
  const open = await selectOpenQuotesOf(tx, providerId);
  for (const found of open) {
    await lockRequirementForQuotes(tx, found.requirementId);
    const quote = await lockQuote(tx, found.id);
    if (!quote) continue;
    await fireQuote(tx, { id: quote.id, state: quote.state as QuoteState }, 'withdraw', {
      userId: providerId,
      roles: ['provider'],
    });
    await deps.events.record(tx, 'quote.changed', {
      quoteId: quote.id,
      transition: 'withdraw',
      actorId: providerId,
    });
  }
  return open.length;
}

function fireQuote(
  tx: Transaction,
  record: { id: number; state: QuoteState },
  transition: QuoteTransition,
  actor: { userId: number | null; roles: readonly QuoteRole[] },
) {
  return fireTransition(tx, {
    machine: quoteMachine,
    target: quoteStateColumn,
    record,
    transition,
    actor,
  });
}

type LockedRequirement = NonNullable<Awaited<ReturnType<typeof lockRequirementForQuotes>>>;
type LockedQuote = NonNullable<Awaited<ReturnType<typeof lockQuote>>>;

/**
 * The owner accepts a quote, in one transaction: the quote is accepted, the other open quotes are
 * not selected, the requirement closes, and a topic-kind booking is made already accepted, at the
 * quoted price, on the chosen proposed date (the provider's no-overlap constraint applies).
 */
async function acceptQuote(
  tx: Transaction,
  deps: QuoteDeps,
  at: {
    requirement: LockedRequirement;
    quote: LockedQuote;
    actor: { userId: number; roles: QuoteRole[] };
    dateIndex: number;
  },
) {
  const { requirement, quote, actor } = at;
  const record = { id: quote.id, state: quote.state as QuoteState };
  const date = quote.proposedDates[at.dateIndex];
  const state = await fireQuote(tx, record, 'accept', actor);
  if (date === undefined) throw new InputError({ dateIndex: ['validation.required'] });
  const startsAt = new Date(date);
  if (startsAt <= new Date()) throw new InputError({ dateIndex: ['validation.date'] });
  const endsAt = new Date(startsAt.getTime() + quoteLimits.durationHours * HOUR_MS);
  if (quote.validUntil < todayInHomeZone()) throw new AppError('invalid_transition');

  const system = { userId: null, roles: ['system'] as QuoteRole[] };
  for (const other of await lockOtherOpenQuotes(tx, requirement.id, quote.id)) {
    await fireQuote(tx, { id: other.id, state: other.state as QuoteState }, 'notSelect', system);
  }
  await fireTransition(tx, {
    machine: requirementMachine,
    target: requirementStateColumn,
    record: { id: requirement.id, state: requirement.status },
    transition: 'close',
    actor: { userId: actor.userId, roles: ['owner'] },
  });

  const participants = requirement.participants ?? 1;
  const { total } = quotePrice({ ...quote, participants });
  const owner = await findPersonName(tx, requirement.ownerId);
  await deps.events.record(tx, 'quote.changed', {
    quoteId: quote.id,
    transition: 'accept',
    actorId: actor.userId,
  });
  // Made already accepted; on its `create` the bookings module schedules its completion and
  // reminder (bookings.schedule-created).
  const booking = await createBooking(
    tx,
    {
      jobs: deps.jobs,
      notify: (inTx, change) => deps.events.record(inTx, 'booking.changed', change),
    },
    {
      row: {
        kind: 'topic',
        state: 'accepted',
        topicId: null,
        quoteId: quote.id,
        title: requirement.title,
        listingUrl: `/requirement/${requirement.url}`,
        buyerId: requirement.ownerId,
        providerId: quote.providerId,
        participants,
        proposedDates: quote.proposedDates,
        startsAt,
        endsAt,
        delivery: quote.delivery,
        location: quote.location,
        message: null,
        ...priceColumnsOf(total),
      },
      people: participantsOf(
        { id: requirement.ownerId, name: owner?.name ?? '', email: owner?.email ?? null },
        [],
      ),
      actorId: actor.userId,
      sessions: [{ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }],
    },
  );
  return { quote: { id: quote.id, state }, bookingId: booking.id };
}

const image = (stored: StoredProfileImage | null) => stored?.thumb90 ?? null;
const roundToHalf = (value: number) => Math.round(value * 2) / 2;

async function summariesOf(db: Database, rows: QuoteRow[], viewerId: number) {
  const ratings = new Map(
    (await selectProviderRatings(db, [...new Set(rows.map((row) => row.providerId))])).map(
      (rating) => [rating.providerId, rating],
    ),
  );
  return rows.map((row) => {
    const participants = row.requirementParticipants ?? 1;
    const price = quotePrice({ ...row, participants });
    const rating = ratings.get(row.providerId);
    const state = row.state as QuoteState;
    return {
      id: row.id,
      state,
      requirement: {
        id: row.requirementId,
        title: row.requirementTitle,
        url: row.requirementUrl,
        participants,
      },
      provider: {
        id: row.providerId,
        username: row.providerUsername,
        name: displayNameOf({
          username: row.providerUsername,
          firstName: row.providerFirstName,
          lastName: row.providerLastName,
        }),
        profileImage: image(row.providerImage),
        rating: roundToHalf(Number(rating?.rating ?? 0)),
        reviewCount: Number(rating?.reviewCount ?? 0),
        profileUrl: `/${row.providerUsername}`,
      },
      pricing: row.pricing,
      perParticipantMinor: price.perParticipantMinor,
      total: price.total,
      proposedDates: row.proposedDates,
      delivery: row.delivery,
      location: row.location,
      validUntil: row.validUntil,
      coverLetter: row.coverLetter,
      createdAt: row.createdAt.toISOString(),
      bookingId: row.bookingId,
      actions: availableTransitions(
        quoteMachine,
        state,
        rolesOf({ providerId: row.providerId, ownerId: row.requirementOwnerId }, viewerId),
      ),
    };
  });
}

/** The owner's side-by-side view (the router checked ownership of the requirement). */
export async function listRequirementQuotes(db: Database, userId: number, requirementId: number) {
  return summariesOf(db, await selectRequirementQuoteRows(db, requirementId), userId);
}

/**
 * A provider's own quotes, never anyone else's (quotes are sealed); with a requirement, their
 * quotes on it (the requirement page shows the provider's own).
 */
export async function listMyQuotes(db: Database, userId: number, input: MyQuotesInput) {
  const limit = input.pageSize;
  const offset = (input.page - 1) * limit;
  const { requirementId } = input;
  const [rows, total] = await Promise.all([
    selectProviderQuoteRows(db, userId, { requirementId, limit, offset }),
    countProviderQuotes(db, userId, requirementId),
  ]);
  return { list: await summariesOf(db, rows, userId), total };
}
