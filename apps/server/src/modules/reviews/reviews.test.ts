import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingParticipants, bookings, reviews, topics, users } from '../../db/schema.ts';
import { createTestApp, createUser, type TestApp } from '../../test/app.ts';
import {
  insertEvent,
  insertRequirement,
  insertTopic,
  insertTopicBooking,
  insertVerifiedReview,
} from '../../test/catalogue-rows.ts';
import { kindsFor, person, sendQuote, type Person } from '../../test/people.ts';

let t: TestApp;
let provider: Person;
let buyer: Person;
let colleague: Person;
let stranger: Person;
let topicId: number;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp({ config: { actionRateLimits: false } });
  provider = await person(t, 'provider');
  buyer = await person(t);
  colleague = await person(t);
  stranger = await person(t);
  topicId = (await insertTopic(t.db, provider.id)).id;
});
afterAll(() => t.close());

/** A booking of the provider's topic (or seats at an event) that ended `endedDaysAgo` ago. */
async function booking(
  values: { state?: string; endedDaysAgo?: number; eventId?: number; named?: number[] } = {},
) {
  const endsAt = new Date(Date.now() - (values.endedDaysAgo ?? 1) * DAY);
  const [row] = await t.db
    .insert(bookings)
    .values({
      kind: values.eventId ? 'event' : 'topic',
      state: values.state ?? 'completed',
      topicId: values.eventId ? null : topicId,
      eventId: values.eventId ?? null,
      title: 'Negotiation for buyers',
      listingUrl: '/topic/negotiation',
      buyerId: buyer.id,
      providerId: provider.id,
      participants: 1 + (values.named?.length ?? 0),
      startsAt: new Date(endsAt.getTime() - 4 * HOUR),
      endsAt,
      unitPriceMinor: 10_000,
      netMinor: 10_000,
      quantity: 1,
      vatRateBasisPoints: 0,
      vatMinor: 0,
      grossMinor: 10_000,
    })
    .returning({ id: bookings.id });
  for (const userId of values.named ?? []) {
    await t.db.insert(bookingParticipants).values({ bookingId: row!.id, name: 'Named', userId });
  }
  return row!.id;
}

const review = (who: Person, bookingId: number, rating: number | string, text = 'Useful day') =>
  who.call('addreview', { bookingId, rating, text }, 'main');

const ratingOf = async () => {
  const [row] = await t.db
    .select({ average: topics.ratingAverage, count: topics.reviewCount })
    .from(topics)
    .where(eq(topics.id, topicId));
  return row;
};

describe('addreview', () => {
  it('lets the buyer of a completed booking review it once, and tells the provider', async () => {
    const id = await booking();
    expect(await review(buyer, id, 4.5)).toMatchObject({ status: true });
    expect(await review(buyer, id, 5)).toMatchObject({ status: false, code: 'review_not_allowed' });
    expect(await ratingOf()).toEqual({ average: 4.5, count: 1 });
    await t.jobs.runDue();
    expect(await kindsFor(t, provider.id)).toContain('review_received');
  });

  it('takes ratings from 1 to 5 in halves only', async () => {
    for (const rating of [0.5, 5.5, 3.25, 0, 'abc']) {
      const id = await booking();
      expect((await review(buyer, id, rating)).code, String(rating)).toBe('invalid_input');
    }
    for (const rating of [1, 1.5, 5]) {
      expect(await review(buyer, await booking(), rating)).toMatchObject({ status: true });
    }
  });

  it('refuses a booking not completed, a stranger, the provider, and after 14 days', async () => {
    for (const state of ['accepted', 'requested', 'cancelled']) {
      const id = await booking({ state });
      expect((await review(buyer, id, 4)).code, state).toBe('review_not_allowed');
    }
    const done = await booking();
    expect((await review(stranger, done, 4)).code).toBe('review_not_allowed');
    expect((await review(provider, done, 5)).code).toBe('review_not_allowed');
    expect((await review(buyer, await booking({ endedDaysAgo: 15 }), 4)).code).toBe(
      'review_not_allowed',
    );
    expect(await review(buyer, await booking({ endedDaysAgo: 13 }), 4)).toMatchObject({
      status: true,
    });
    expect((await review(buyer, 2_000_000_000, 4)).code).toBe('review_not_allowed');
  });

  it('lets a named participant with an account review, each once', async () => {
    const id = await booking({ named: [colleague.id] });
    expect(await review(colleague, id, 4)).toMatchObject({ status: true });
    expect(await review(buyer, id, 3)).toMatchObject({ status: true });
    expect((await review(colleague, id, 4)).code).toBe('review_not_allowed');
  });

  it('refuses a named participant recorded absent, not the others', async () => {
    const id = await booking({ named: [colleague.id, stranger.id] });
    await t.db
      .update(bookingParticipants)
      .set({ attendance: 'no_show' })
      .where(
        and(eq(bookingParticipants.bookingId, id), eq(bookingParticipants.userId, colleague.id)),
      );
    expect((await review(colleague, id, 4)).code).toBe('review_not_allowed');
    expect(await review(stranger, id, 4)).toMatchObject({ status: true });
    expect(await review(buyer, id, 4)).toMatchObject({ status: true });
  });

  it('lets an attended seat be reviewed, not a no-show', async () => {
    const event = await insertEvent(t.db, provider.id, { topicId, startsInHours: -30 });
    expect(
      await review(buyer, await booking({ eventId: event.id, state: 'attended' }), 5),
    ).toMatchObject({ status: true });
    expect(
      (await review(buyer, await booking({ eventId: event.id, state: 'no_show' }), 5)).code,
    ).toBe('review_not_allowed');
  });
});

describe('ratings', () => {
  it('count verified reviews only', async () => {
    const fresh = (await insertTopic(t.db, provider.id)).id;
    const reviewer = await createUser(t.db);
    // A review without a booking (as before verified reviews) does not count.
    await t.db
      .insert(reviews)
      .values({ topicId: fresh, providerId: provider.id, userId: reviewer.id, ratingHalves: 2 });
    const [before] = await t.db
      .select({ average: topics.ratingAverage, count: topics.reviewCount })
      .from(topics)
      .where(eq(topics.id, fresh));
    expect(before).toEqual({ average: 0, count: 0 });
    const before2 = await ratingOf();
    const id = await booking();
    await review(buyer, id, 2);
    const after = await ratingOf();
    expect(after!.count).toBe(before2!.count + 1);
    const all = await t.db
      .select({ halves: reviews.ratingHalves })
      .from(reviews)
      .where(eq(reviews.topicId, topicId));
    const expected = all.reduce((sum, row) => sum + row.halves, 0) / 2 / all.length;
    expect(after!.average).toBeCloseTo(expected, 5);
  });
});

describe('provider ratings', () => {
  it('count verified reviews of all the provider’s trainings, quote bookings too, everywhere', async () => {
    const trainer = await person(t, 'provider');
    const topic = await insertTopic(t.db, trainer.id);
    await insertVerifiedReview(t.db, { topicId: topic.id, userId: buyer.id, ratingHalves: 10 });
    // A training booked through a quote has no topic; its review counts for its provider.
    const quoted = await booking();
    await t.db
      .update(bookings)
      .set({ providerId: trainer.id, topicId: null, listingUrl: '/requirement/a-need' })
      .where(eq(bookings.id, quoted));
    expect(await review(buyer, quoted, 3)).toMatchObject({ status: true });

    expect(
      await stranger.call('profilelistings', { username: trainer.username }, 'main'),
    ).toMatchObject({ rating: 4, reviewCount: 2 });
    expect(await stranger.call('topicdetail', { url: topic.url })).toMatchObject({
      topic: { rating: 5, reviewCount: 1, provider: { rating: 4, reviewCount: 2 } },
    });
    const requirement = await insertRequirement(t.db, buyer.id);
    await sendQuote(trainer, requirement.id);
    const compared = await buyer.call('requirementquotes', { requirementId: requirement.id });
    expect(compared).toMatchObject({ list: [{ provider: { rating: 4, reviewCount: 2 } }] });
    // A review that loses its booking stops counting.
    await t.db.update(reviews).set({ bookingId: null }).where(eq(reviews.bookingId, quoted));
    expect(
      await stranger.call('profilelistings', { username: trainer.username }, 'main'),
    ).toMatchObject({ rating: 5, reviewCount: 1 });
  });
});

describe('ratings kept by statement', () => {
  it('one statement that writes, hides or removes many reviews moves every rating it touches once', async () => {
    const trainers = [await person(t, 'provider'), await person(t, 'provider')];
    const listings = [
      (await insertTopic(t.db, trainers[0]!.id)).id,
      (await insertTopic(t.db, trainers[0]!.id)).id,
      (await insertTopic(t.db, trainers[1]!.id)).id,
    ];
    const planned = [
      [0, 10],
      [0, 6],
      [1, 3],
      [2, 8],
      [2, 2],
      [2, 5],
    ] as const;
    const rows = [];
    for (const [listing, ratingHalves] of planned) {
      const reviewer = await createUser(t.db);
      const made = await insertTopicBooking(t.db, {
        topicId: listings[listing]!,
        buyerId: reviewer.id,
        state: 'completed',
      });
      rows.push({
        topicId: listings[listing]!,
        userId: reviewer.id,
        providerId: made.providerId,
        bookingId: made.id,
        ratingHalves,
      });
    }
    const trainerIds = trainers.map((trainer) => trainer.id);
    /** Each topic's and trainer's figures as shown, beside the same made from the reviews now. */
    const shownAndCounted = async () => {
      const counting = await t.db
        .select({
          topicId: reviews.topicId,
          providerId: reviews.providerId,
          halves: reviews.ratingHalves,
        })
        .from(reviews)
        .where(
          and(
            inArray(reviews.topicId, listings),
            isNotNull(reviews.bookingId),
            eq(reviews.state, 'visible'),
          ),
        );
      const figure = (of: typeof counting) => ({
        count: of.length,
        halves: of.reduce((sum, row) => sum + row.halves, 0),
      });
      const counted = [
        ...listings.map((id) => {
          const { count, halves } = figure(counting.filter((row) => row.topicId === id));
          return { id, average: count === 0 ? 0 : halves / 2 / count, count };
        }),
        ...trainerIds.map((id) => {
          const { count, halves } = figure(counting.filter((row) => row.providerId === id));
          return { id, halves, count };
        }),
      ];
      const shown = [
        ...(await t.db
          .select({ id: topics.id, average: topics.ratingAverage, count: topics.reviewCount })
          .from(topics)
          .where(inArray(topics.id, listings))
          .orderBy(topics.id)),
        ...(await t.db
          .select({ id: users.id, halves: users.ratingHalvesTotal, count: users.reviewCount })
          .from(users)
          .where(inArray(users.id, trainerIds))
          .orderBy(users.id)),
      ];
      return { shown, counted };
    };

    await t.db.insert(reviews).values(rows);
    let figures = await shownAndCounted();
    expect(figures.shown).toEqual(figures.counted);
    expect(figures.shown.map((row) => row.count)).toEqual([2, 1, 3, 3, 3]);

    // One statement hides reviews of both trainers and leaves another changed but still counted.
    await t.db
      .update(reviews)
      .set({
        state: sql`case when ${reviews.ratingHalves} in (10, 8) then 'hidden' else ${reviews.state} end`,
        comment: 'edited',
      })
      .where(inArray(reviews.topicId, listings));
    figures = await shownAndCounted();
    expect(figures.shown).toEqual(figures.counted);
    expect(figures.shown.map((row) => row.count)).toEqual([1, 1, 2, 2, 2]);

    await t.db
      .delete(reviews)
      .where(and(inArray(reviews.topicId, listings), inArray(reviews.ratingHalves, [3, 2])));
    figures = await shownAndCounted();
    expect(figures.shown).toEqual(figures.counted);
    expect(figures.shown.map((row) => row.count)).toEqual([1, 0, 1, 1, 1]);
  });
});

describe('reviewable', () => {
  it('lists what I may review now and what I reviewed, with the reply', async () => {
    const me = await person(t);
    const own = async (values: { state?: string; endedDaysAgo?: number } = {}) => {
      const id = await booking(values);
      await t.db.update(bookings).set({ buyerId: me.id }).where(eq(bookings.id, id));
      return id;
    };
    const open = await own();
    const done = await own();
    await own({ endedDaysAgo: 20 });
    await own({ state: 'accepted', endedDaysAgo: 5 });
    const written = await review(me, done, 4, 'Clear and practical');
    const reviewId = (written.review as { id: number }).id;
    expect(
      await provider.call('replyreview', { reviewId, text: 'Thank you!' }, 'main'),
    ).toMatchObject({ status: true });
    const page = await me.call('reviewable', {}, 'main');
    expect(page).toMatchObject({
      status: true,
      pending: [{ bookingId: open, provider: { id: provider.id } }],
      reviewed: [
        { bookingId: done, reviewId, rating: 4, text: 'Clear and practical', reply: 'Thank you!' },
      ],
    });
  });
});

describe('reviewable: received', () => {
  it('lists the reviews of my trainings, newest first, with the reviewer and whether I may reply', async () => {
    const trainer = await person(t, 'provider');
    const own = async () => {
      const id = await booking();
      await t.db.update(bookings).set({ providerId: trainer.id }).where(eq(bookings.id, id));
      return id;
    };
    const first = await own();
    const second = await own();
    const older = (await review(buyer, first, 4, 'Good')).review as { id: number };
    const newer = (await review(buyer, second, 5, 'Great')).review as { id: number };
    expect(
      await trainer.call('replyreview', { reviewId: older.id, text: 'Thanks!' }, 'main'),
    ).toMatchObject({ status: true });
    const page = await trainer.call('reviewable', {}, 'main');
    expect(page).toMatchObject({
      status: true,
      received: [
        {
          reviewId: newer.id,
          bookingId: second,
          rating: 5,
          text: 'Great',
          reply: null,
          canReply: true,
        },
        { reviewId: older.id, bookingId: first, rating: 4, reply: 'Thanks!', canReply: false },
      ],
    });
    const [received] = page.received as Array<{ reviewer: { name: string } }>;
    expect(received?.reviewer.name).toBe(buyer.username);
    // The reviewer receives nothing of it; nobody else reads it.
    expect((await stranger.call('reviewable', {}, 'main')).received).toEqual([]);
  });
});

describe('bookingdetail: reviewUntil', () => {
  const detail = async (who: Person, id: number) =>
    (await who.call('bookingdetail', { id })) as unknown as {
      booking?: { reviewUntil: string | null };
    };

  it('says until when the caller may review, exactly while addreview would take it', async () => {
    const id = await booking({ endedDaysAgo: 2, named: [colleague.id] });
    const [row] = await t.db
      .select({ endsAt: bookings.endsAt })
      .from(bookings)
      .where(eq(bookings.id, id));
    const until = new Date(row!.endsAt!.getTime() + 14 * DAY).toISOString();
    expect((await detail(buyer, id)).booking?.reviewUntil).toBe(until);
    expect((await detail(provider, id)).booking?.reviewUntil).toBeNull();
    await review(buyer, id, 4);
    expect((await detail(buyer, id)).booking?.reviewUntil).toBeNull();
    const late = await booking({ endedDaysAgo: 15 });
    expect((await detail(buyer, late)).booking?.reviewUntil).toBeNull();
    const open = await booking({ state: 'accepted', endedDaysAgo: -1 });
    expect((await detail(buyer, open)).booking?.reviewUntil).toBeNull();
  });
});

describe('replyreview', () => {
  it('lets the provider reply once, nobody else', async () => {
    const id = await booking();
    const written = await review(buyer, id, 3.5);
    const reviewId = (written.review as { id: number }).id;
    const reply = (who: Person) => who.call('replyreview', { reviewId, text: 'Thanks' }, 'main');
    expect((await reply(stranger)).code).toBe('review_not_allowed');
    expect((await reply(buyer)).code).toBe('review_not_allowed');
    const replies = await Promise.all([reply(provider), reply(provider)]);
    expect(replies.filter((answer) => answer.status)).toHaveLength(1);
    expect((await reply(provider)).code).toBe('review_not_allowed');
  });
});
