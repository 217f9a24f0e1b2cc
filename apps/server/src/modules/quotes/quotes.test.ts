import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, quotes, requirements, stateTransitions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertRequirement, insertReviews, insertTopic } from '../../test/catalogue-rows.ts';
import {
  dateInDays,
  inDays,
  kindsFor,
  makeJobsDue,
  person,
  quoteFields,
  sendQuote,
  type Person,
} from '../../test/people.ts';

let t: TestApp;
let owner: Person;
let alpha: Person;
let beta: Person;
let gamma: Person;

beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
  owner = await person(t, 'provider');
  alpha = await person(t, 'provider');
  beta = await person(t, 'provider');
  gamma = await person(t, 'provider');
});
afterAll(() => t.close());

const newRequirement = async (participants: number | null = 5) =>
  (await insertRequirement(t.db, owner.id, { participants })).id;

type Listed = {
  id: number;
  state: string;
  provider: { id: number; rating: number; reviewCount: number; profileUrl: string };
  perParticipantMinor: number;
  total: { netMinor: number; vatMinor: number; grossMinor: number; quantity: number };
  actions: string[];
};
const listOf = (reply: Record<string, unknown>) => reply.list as Listed[];

describe('the quotes waiting for an owner', () => {
  it('are counted on each of their requirements and lead from the dashboard to the one they answer', async () => {
    const seeker = await person(t);
    const first = await insertRequirement(t.db, seeker.id, { participants: 3 });
    const second = await insertRequirement(t.db, seeker.id, { participants: 3 });
    await sendQuote(alpha, first.id);
    await sendQuote(beta, first.id);
    const listed = async () =>
      (
        (await seeker.call('myrequirements', {}, 'main')).requirements as Array<{
          id: number;
          quotesToDecide: number;
        }>
      ).map(({ id, quotesToDecide }) => ({ id, quotesToDecide }));
    expect(await listed()).toEqual(
      expect.arrayContaining([
        { id: first.id, quotesToDecide: 2 },
        { id: second.id, quotesToDecide: 0 },
      ]),
    );
    const seeking = async () => (await seeker.call('dashboardsummary', {}, 'main')).seeking;
    expect(await seeking()).toMatchObject({ quotesToDecide: 2, quotesRequirementUrl: first.url });
    // Quotes on two requirements: the dashboard leads to the list, which counts each.
    await sendQuote(gamma, second.id);
    expect(await seeking()).toMatchObject({ quotesToDecide: 3, quotesRequirementUrl: null });
  });
});

describe('sendquote', () => {
  it('quotes an open requirement; the owner sees it priced for the participants, with VAT', async () => {
    const requirementId = await newRequirement(5);
    await alpha.call('setvatrate', { vatRate: 2200 });
    const topic = await insertTopic(t.db, alpha.id);
    await insertReviews(t.db, topic.id, [9, 8]);
    const quote = await sendQuote(alpha, requirementId, { priceMinor: 40_000 });
    expect(quote.state).toBe('submitted');
    const reply = await owner.call('requirementquotes', { requirementId });
    expect(listOf(reply)).toEqual([
      expect.objectContaining({
        id: quote.id,
        state: 'submitted',
        pricing: 'per_participant',
        perParticipantMinor: 40_000,
        total: expect.objectContaining({
          quantity: 5,
          netMinor: 200_000,
          vatRateBasisPoints: 2200,
          vatMinor: 44_000,
          grossMinor: 244_000,
        }) as unknown,
        provider: expect.objectContaining({
          id: alpha.id,
          rating: 4.5,
          reviewCount: 2,
          profileUrl: `/${alpha.username}`,
        }) as unknown,
        validUntil: dateInDays(10),
        actions: ['shortlist', 'accept'],
      }),
    ]);
    // The owner hears of it.
    await t.jobs.runDue();
    expect(await kindsFor(t, owner.id)).toContain('quote_received');
  });

  it('prices a flat quote as one amount, and shows the per-participant share', async () => {
    const requirementId = await newRequirement(4);
    await beta.call('setvatrate', { vatRate: 1000 });
    await sendQuote(beta, requirementId, { pricing: 'flat', priceMinor: 100_001 });
    const [row] = listOf(await owner.call('requirementquotes', { requirementId }));
    expect(row).toMatchObject({
      perParticipantMinor: 25_000,
      total: { quantity: 1, netMinor: 100_001, vatMinor: 10_000, grossMinor: 110_001 },
    });
  });

  it('refuses the own requirement, a closed one, a second active quote, past dates', async () => {
    const requirementId = await newRequirement();
    const ownQuote = await owner.call('sendquote', quoteFields(requirementId));
    expect(ownQuote).toMatchObject({ status: false, code: 'own_requirement' });
    await sendQuote(alpha, requirementId);
    expect(await alpha.call('sendquote', quoteFields(requirementId))).toMatchObject({
      status: false,
      code: 'already_quoted',
    });
    expect(
      await beta.call('sendquote', quoteFields(requirementId, { validUntil: dateInDays(-1) })),
    ).toMatchObject({ status: false, code: 'invalid_input' });
    expect(
      await beta.call('sendquote', quoteFields(requirementId, { dates: inDays(-2) })),
    ).toMatchObject({ status: false, code: 'invalid_input' });
    const seeker = await person(t);
    expect(await seeker.call('sendquote', quoteFields(requirementId))).toMatchObject({
      status: false,
      code: 'not_provider',
    });
    await t.db
      .update(requirements)
      .set({ status: 'closed' })
      .where(eq(requirements.id, requirementId));
    expect(await gamma.call('sendquote', quoteFields(requirementId))).toMatchObject({
      status: false,
      code: 'requirement_closed',
    });
  });

  it('holds one active quote per provider under simultaneous sends; a withdrawn one may be replaced', async () => {
    const requirementId = await newRequirement();
    const replies = await Promise.all(
      [1, 2, 3].map(() => gamma.call('sendquote', quoteFields(requirementId))),
    );
    expect(replies.filter((reply) => reply.status)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 'already_quoted')).toHaveLength(2);
    const [first] = listOf(await gamma.call('myquotes'));
    expect(
      await gamma.call('quotetransition', { id: first!.id, transition: 'withdraw' }),
    ).toMatchObject({ status: true, quote: { state: 'withdrawn' } });
    await sendQuote(gamma, requirementId);
  });
});

describe('sealed quotes', () => {
  it('shows providers only their own quotes, and the owner all of them', async () => {
    const requirementId = await newRequirement();
    const a = await sendQuote(alpha, requirementId);
    const b = await sendQuote(beta, requirementId);
    const mine = listOf(await alpha.call('myquotes'));
    expect(mine.some((quote) => quote.id === a.id)).toBe(true);
    expect(mine.some((quote) => quote.id === b.id)).toBe(false);
    expect(await alpha.call('requirementquotes', { requirementId })).toMatchObject({
      status: false,
      code: 'listing_not_found',
    });
    // Another provider cannot touch a rival's quote, nor learn it exists.
    expect(await alpha.call('quotetransition', { id: b.id, transition: 'withdraw' })).toMatchObject(
      { status: false, code: 'listing_not_found' },
    );
    const all = listOf(await owner.call('requirementquotes', { requirementId }));
    expect(all.map((quote) => quote.id)).toEqual([a.id, b.id]);
  });

  it('answers a provider their own quote on one requirement (requirementId)', async () => {
    const requirementId = await newRequirement();
    const other = await newRequirement();
    const a = await sendQuote(alpha, requirementId);
    await sendQuote(alpha, other);
    await sendQuote(beta, requirementId);
    const reply = await alpha.call('myquotes', { requirementId });
    expect(reply).toMatchObject({ status: true, total: 1 });
    expect(listOf(reply).map((quote) => quote.id)).toEqual([a.id]);
    expect(await gamma.call('myquotes', { requirementId })).toMatchObject({
      status: true,
      list: [],
      total: 0,
    });
  });
});

describe('quotetransition', () => {
  it('lets the owner shortlist and unshortlist, and only the provider withdraw', async () => {
    const requirementId = await newRequirement();
    const quote = await sendQuote(alpha, requirementId);
    const fire = (who: Person, transition: string) =>
      who.call('quotetransition', { id: quote.id, transition });
    expect(await fire(alpha, 'shortlist')).toMatchObject({ status: false, code: 'forbidden' });
    expect(await fire(owner, 'shortlist')).toMatchObject({ quote: { state: 'shortlisted' } });
    expect(await fire(owner, 'shortlist')).toMatchObject({ code: 'invalid_transition' });
    expect(await fire(owner, 'unshortlist')).toMatchObject({ quote: { state: 'submitted' } });
    expect(await fire(owner, 'withdraw')).toMatchObject({ code: 'forbidden' });
    expect(await fire(alpha, 'accept')).toMatchObject({ code: 'forbidden' });
    expect(await fire(alpha, 'withdraw')).toMatchObject({ quote: { state: 'withdrawn' } });
    expect(await fire(owner, 'accept')).toMatchObject({ code: 'invalid_transition' });
    const history = await t.db
      .select({ transition: stateTransitions.transition, to: stateTransitions.toState })
      .from(stateTransitions)
      .where(eq(stateTransitions.recordId, quote.id))
      .orderBy(stateTransitions.id);
    expect(
      history.filter((row) => ['submitted', 'shortlisted', 'withdrawn'].includes(row.to)),
    ).not.toHaveLength(0);
  });

  it('accepts in one transaction: booking at the quoted price, requirement closed, others not selected, everyone told', async () => {
    const requirementId = await newRequirement(3);
    const a = await sendQuote(alpha, requirementId, { priceMinor: 50_000 });
    const b = await sendQuote(beta, requirementId);
    const c = await sendQuote(gamma, requirementId);
    await gamma.call('quotetransition', { id: c.id, transition: 'withdraw' });
    await owner.call('quotetransition', { id: b.id, transition: 'shortlist' });
    const reply = await owner.call('quotetransition', {
      id: a.id,
      transition: 'accept',
      dateIndex: 1,
    });
    expect(reply).toMatchObject({ status: true, quote: { id: a.id, state: 'accepted' } });
    const bookingId = reply.bookingId as number;
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      kind: 'topic',
      state: 'accepted',
      topicId: null,
      quoteId: a.id,
      buyerId: owner.id,
      providerId: alpha.id,
      participants: 3,
      unitPriceMinor: 50_000,
      netMinor: 150_000,
    });
    expect(booking!.startsAt?.toISOString()).toBe(inDays(22));
    const states = await t.db
      .select({ id: quotes.id, state: quotes.state })
      .from(quotes)
      .where(eq(quotes.requirementId, requirementId))
      .orderBy(quotes.id);
    expect(states.map((row) => row.state)).toEqual(['accepted', 'not_selected', 'withdrawn']);
    const [requirement] = await t.db
      .select({ status: requirements.status })
      .from(requirements)
      .where(eq(requirements.id, requirementId));
    expect(requirement?.status).toBe('closed');
    // The booking is the buyer's and the provider's like any other.
    expect(await owner.call('bookingdetail', { id: bookingId })).toMatchObject({
      booking: { state: 'accepted', role: 'buyer', history: [{ transition: 'create' }] },
    });
    await t.jobs.runDue();
    expect(await kindsFor(t, alpha.id)).toContain('quote_accepted');
    expect(await kindsFor(t, beta.id)).toContain('quote_not_selected');
    expect(await kindsFor(t, gamma.id)).not.toContain('quote_not_selected');
    // Nothing more is accepted on a closed requirement.
    expect(await owner.call('quotetransition', { id: b.id, transition: 'accept' })).toMatchObject({
      code: 'invalid_transition',
    });
  });

  it('books at the price the owner compared: a flat quote is one unit, per participant is each', async () => {
    const delta = await person(t, 'provider');
    await delta.call('setvatrate', { vatRate: 2200 });
    const priceOf = async (bookingId: number) => {
      const detail = (await owner.call('bookingdetail', { id: bookingId })) as unknown as {
        booking: { participants: number; price: Record<string, unknown> };
      };
      const list = (await owner.call('mybookings', { side: 'buyer', pageSize: 50 })) as unknown as {
        list: Array<{ id: number; price: Record<string, unknown> }>;
      };
      expect(list.list.find((row) => row.id === bookingId)?.price).toEqual(detail.booking.price);
      return detail.booking;
    };
    const accepted = async (pricing: string, priceMinor: number, day: number) => {
      const requirementId = await newRequirement(5);
      const quote = await sendQuote(delta, requirementId, {
        pricing,
        priceMinor,
        dates: inDays(day),
      });
      const [compared] = listOf(await owner.call('requirementquotes', { requirementId }));
      const reply = await owner.call('quotetransition', { id: quote.id, transition: 'accept' });
      return { booking: await priceOf(reply.bookingId as number), compared: compared!.total };
    };

    const flat = await accepted('flat', 120_000, 50);
    expect(flat.booking.participants).toBe(5);
    expect(flat.booking.price).toEqual({
      unitPriceMinor: 120_000,
      quantity: 1,
      netMinor: 120_000,
      vatRateBasisPoints: 2200,
      vatMinor: 26_400,
      grossMinor: 146_400,
      currency: 'EUR',
    });
    expect(flat.booking.price).toEqual(flat.compared);

    const each = await accepted('per_participant', 30_000, 52);
    expect(each.booking.participants).toBe(5);
    expect(each.booking.price).toMatchObject({
      unitPriceMinor: 30_000,
      quantity: 5,
      netMinor: 150_000,
      grossMinor: 183_000,
    });
    expect(each.booking.price).toEqual(each.compared);
  });

  it('lets one of two simultaneous accepts win', async () => {
    const requirementId = await newRequirement(2);
    const a = await sendQuote(alpha, requirementId, { dates: inDays(40) });
    const b = await sendQuote(beta, requirementId, { dates: inDays(41) });
    const replies = await Promise.all(
      [a, b].map((quote) => owner.call('quotetransition', { id: quote.id, transition: 'accept' })),
    );
    expect(replies.filter((reply) => reply.status)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 'invalid_transition')).toHaveLength(1);
    const made = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
      .where(eq(quotes.requirementId, requirementId));
    expect(made).toHaveLength(1);
  });

  it('answers provider_busy when the provider is already booked then, and changes nothing', async () => {
    const first = await newRequirement(1);
    const second = await newRequirement(1);
    const date = inDays(50);
    const q1 = await sendQuote(alpha, first, { dates: date });
    const q2 = await sendQuote(alpha, second, { dates: date });
    expect(await owner.call('quotetransition', { id: q1.id, transition: 'accept' })).toMatchObject({
      status: true,
    });
    expect(await owner.call('quotetransition', { id: q2.id, transition: 'accept' })).toMatchObject({
      status: false,
      code: 'provider_busy',
    });
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, q2.id));
    expect(row?.state).toBe('submitted');
  });
});

describe('expiry', () => {
  it('expires an open quote after its validity date, by its job or by the sweep', async () => {
    const requirementId = await newRequirement();
    const a = await sendQuote(alpha, requirementId);
    const b = await sendQuote(beta, requirementId);
    await t.db
      .update(quotes)
      .set({ validUntil: dateInDays(-2) })
      .where(eq(quotes.requirementId, requirementId));
    await makeJobsDue(t);
    await t.jobs.runDue();
    const [expiredByJob] = await t.db.select().from(quotes).where(eq(quotes.id, a.id));
    expect(expiredByJob?.state).toBe('expired');
    // A quote whose job is gone is expired by the sweep.
    await t.db.update(quotes).set({ state: 'submitted' }).where(eq(quotes.id, b.id));
    await t.jobs.send('quotes.sweep', {});
    await t.jobs.runDue();
    const [swept] = await t.db.select().from(quotes).where(eq(quotes.id, b.id));
    expect(swept?.state).toBe('expired');
    expect(await owner.call('quotetransition', { id: a.id, transition: 'accept' })).toMatchObject({
      code: 'invalid_transition',
    });
  });
});
