import { trainingEnd } from '@app/contracts/training-days';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { priceBreakdown } from '@app/contracts/money';
import type { Database, Transaction } from '../client.ts';
import { bookings, companies, events, reviews, topics, users } from '../schema.ts';
import { seedClosingTrainings } from './after-event-seed.ts';
import { at, DAY_MS, insertWithHistory, type Party, type Step } from './booking-rows.ts';

/**
 * Demo bookings between the demo accounts, so that every booking page has something to show
 * (docs/product.md, "Bookings"): mario_rossi has an upcoming and a completed booking of
 * giulia_bianchi's topics (the completed one to review, with her thanks) and seats at events;
 * giulia_bianchi has requests to answer, one event sold out with a waitlist and one just over
 * whose attendance is still to record (after-event-seed.ts); acme_admin has team bookings for ACME. Written straight into the
 * tables with their history (the seed runs no jobs: the five-minute sweep expires and completes
 * them when their time comes). Only while no booking exists, so it runs once.
 */

/** The colleagues a demo booker brings along, named in the booking. */
const colleagues = [
  'Chiara Fontana',
  'Davide Marino',
  'Elisa Galli',
  'Federico Lombardi',
  'Giorgia Costa',
  'Luca Moretti',
  'Martina Rinaldi',
  'Paolo Barbieri',
  'Sara Caruso',
  'Tommaso Ferri',
  'Valentina Greco',
];

/** Published events starting more than three days ahead, soonest first. */
function eventRows(db: Database | Transaction, where: SQL, limit: number) {
  return db
    .select({
      id: events.id,
      userId: events.userId,
      title: events.title,
      url: events.url,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      priceMinor: events.priceMinor,
      currency: events.currency,
      vat: users.vatRateBasisPoints,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(eq(events.status, 'published'), gt(events.startsAt, at(3)), where))
    .orderBy(asc(events.startsAt))
    .limit(limit);
}
type EventRow = Awaited<ReturnType<typeof eventRows>>[number];

export async function seedDemoBookings(db: Database): Promise<void> {
  // The completed bookings under the demo reviews (review-bookings.ts) do not count.
  const [existing] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(sql`not exists (select 1 from ${reviews} r where r.booking_id = ${bookings.id})`)
    .limit(1);
  if (existing) return;
  const wanted = [
    'mario_rossi',
    'giulia_bianchi',
    'acme_admin',
    'chiara_gallo',
    'davide_greco',
    'valentina_moretti',
    'andrea_colombo',
  ];
  const people = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      vat: users.vatRateBasisPoints,
    })
    .from(users)
    .where(inArray(users.username, wanted));
  const byName = new Map(
    people.map((row) => [
      row.username,
      {
        id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
        email: row.email,
        vat: row.vat,
      },
    ]),
  );
  const mario = byName.get('mario_rossi');
  const giulia = byName.get('giulia_bianchi');
  const acme = byName.get('acme_admin');
  if (!mario || !giulia || !acme) return;
  const crowd = ['chiara_gallo', 'davide_greco', 'valentina_moretti', 'andrea_colombo']
    .map((name) => byName.get(name))
    .filter((person) => person !== undefined);

  const giuliaTopics = await db
    .select({
      id: topics.id,
      title: topics.title,
      url: topics.url,
      priceMinor: topics.priceMinor,
      currency: topics.currency,
      durationHours: topics.durationHours,
    })
    .from(topics)
    .where(and(eq(topics.userId, giulia.id), eq(topics.status, 'published')))
    // Her agile courses first: the completed training's materials are the Scrum Guide and the
    // Agile Manifesto (after-event-seed.ts).
    .orderBy(sql`${topics.category} = 'agile' desc`, asc(topics.id))
    .limit(3);
  const upcomingEvents = await eventRows(db, sql`${events.userId} <> ${giulia.id}`, 3);
  const [acmeCompany] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'acme'));
  if (giuliaTopics.length === 0) return;
  const topicAt = (index: number) => giuliaTopics[index % giuliaTopics.length]!;

  await db.transaction(async (tx) => {
    const topicBooking = (
      topic: (typeof giuliaTopics)[number],
      buyer: Party,
      options: {
        participants: number;
        dates: Date[];
        createdDaysAgo: number;
        state: string;
        steps: Step[];
        accepted?: Date;
        companyId?: number | null;
        named?: string[];
        message?: string;
      },
    ) => {
      const price = priceBreakdown({
        unitPriceMinor: topic.priceMinor,
        quantity: options.participants,
        vatRateBasisPoints: giulia.vat,
        currency: topic.currency,
      });
      // Asked for in office hours (10:00 in Rome) that many days ago.
      const createdAt = at(-options.createdDaysAgo, 10);
      const first = Math.min(...options.dates.map((date) => date.getTime()));
      const hours = topic.durationHours ?? 8;
      return insertWithHistory(
        tx,
        {
          kind: 'topic',
          state: options.state,
          topicId: topic.id,
          title: topic.title,
          listingUrl: `/topic/${topic.url}`,
          buyerId: buyer.id,
          providerId: giulia.id,
          companyId: options.companyId ?? null,
          participants: options.participants,
          proposedDates: options.dates.map((date) => date.toISOString()),
          startsAt: options.accepted ?? null,
          endsAt: options.accepted ? trainingEnd(options.accepted, hours) : null,
          delivery: 'in_person',
          location: 'Milano',
          message: options.message ?? null,
          ...price,
          expiresAt: options.accepted
            ? null
            : new Date(Math.min(createdAt.getTime() + 6 * DAY_MS, first - DAY_MS)),
          createdAt,
        },
        options.named
          ? options.named.map((name) => ({ name, email: null, userId: null }))
          : [
              { name: buyer.name, email: buyer.email, userId: buyer.id },
              // The rest of the team, named as a booker names colleagues.
              ...colleagues
                .slice(0, options.participants - 1)
                .map((name) => ({ name, email: null, userId: null })),
            ],
        options.steps,
      );
    };

    // mario_rossi: an upcoming accepted booking and a completed one.
    const upcoming = at(14);
    await topicBooking(topicAt(0), mario, {
      participants: 12,
      dates: [upcoming, at(16)],
      createdDaysAgo: 3,
      state: 'accepted',
      accepted: upcoming,
      message: 'Percorso per i nostri responsabili di reparto, in sede a Milano.',
      steps: [
        { transition: 'create', to: 'requested', by: mario.id },
        { transition: 'accept', to: 'accepted', by: giulia.id },
      ],
    });
    // Over four days ago: mario may review it now, and giulia has thanked his team.
    const past = at(-4);
    const completed = await topicBooking(topicAt(1), mario, {
      participants: 6,
      dates: [past],
      createdDaysAgo: 18,
      state: 'completed',
      accepted: past,
      steps: [
        { transition: 'create', to: 'requested', by: mario.id },
        { transition: 'accept', to: 'accepted', by: giulia.id },
        { transition: 'complete', to: 'completed', by: null },
      ],
    });

    // giulia_bianchi: requests to answer (one a team booking for ACME), one declined.
    for (const [index, buyer] of crowd.slice(0, 2).entries()) {
      await topicBooking(topicAt(index + 1), buyer, {
        participants: 4 + index * 3,
        dates: [at(20 + index * 2), at(22 + index * 2)],
        createdDaysAgo: 1 + index,
        state: 'requested',
        steps: [{ transition: 'create', to: 'requested', by: buyer.id }],
      });
    }
    await topicBooking(topicAt(2), acme, {
      participants: 3,
      dates: [at(25), at(27)],
      createdDaysAgo: 1,
      state: 'requested',
      companyId: acmeCompany?.id ?? null,
      named: ['Laura Esposito', 'Giorgio Villa', 'Marta Sala'],
      message: 'Formazione per il team vendite di ACME Milano.',
      steps: [{ transition: 'create', to: 'requested', by: acme.id }],
    });
    await topicBooking(topicAt(0), acme, {
      participants: 10,
      dates: [at(9)],
      createdDaysAgo: 4,
      state: 'declined',
      companyId: acmeCompany?.id ?? null,
      steps: [
        { transition: 'create', to: 'requested', by: acme.id },
        {
          transition: 'decline',
          to: 'declined',
          by: giulia.id,
          reason: 'Quella settimana sono in aula con un altro cliente.',
        },
      ],
    });

    // Seats: giulia's first upcoming event is sold out with a waitlist; others have a few seats.
    const seat = async (
      event: EventRow,
      buyer: Party,
      seats: number,
      state: 'booked' | 'waitlisted',
      companyId: number | null = null,
    ) => {
      if (state === 'booked') {
        const updated = (await tx.execute(sql`
          update ${events} set seats_taken = seats_taken + ${seats}
          where id = ${event.id} and (capacity is null or seats_taken + ${seats} <= capacity)
          returning id`)) as { rows: unknown[] };
        if (updated.rows.length === 0) return;
      }
      const price = priceBreakdown({
        unitPriceMinor: event.priceMinor,
        quantity: seats,
        vatRateBasisPoints: event.vat,
        currency: event.currency,
      });
      await insertWithHistory(
        tx,
        {
          kind: 'event',
          state,
          eventId: event.id,
          title: event.title,
          listingUrl: `/event/Q/${event.url}`,
          buyerId: buyer.id,
          providerId: event.userId,
          companyId,
          participants: seats,
          startsAt: event.startsAt,
          endsAt: event.endsAt,
          ...price,
          createdAt: at(-2, 11),
        },
        [{ name: buyer.name, email: buyer.email, userId: buyer.id }],
        [{ transition: 'create', to: state, by: buyer.id }],
      );
    };

    const [soldOut] = await eventRows(tx, eq(events.userId, giulia.id), 1);
    if (soldOut) {
      const booked = [mario, ...crowd.slice(2)];
      await tx
        .update(events)
        .set({ capacity: booked.length + 1, seatsTaken: 0 })
        .where(eq(events.id, soldOut.id));
      for (const buyer of booked) await seat(soldOut, buyer, 1, 'booked');
      await seat(soldOut, acme, 1, 'booked', acmeCompany?.id ?? null);
      for (const buyer of crowd.slice(0, 2)) await seat(soldOut, buyer, 1, 'waitlisted');
    }
    await seedClosingTrainings(tx, {
      giulia,
      completedBookingId: completed,
      completedEndsAt: trainingEnd(past, topicAt(1).durationHours ?? 8),
      soldOutEventId: soldOut?.id ?? null,
      attendees: crowd.slice(0, 2),
      acme,
      acmeCompanyId: acmeCompany?.id ?? null,
    });
    for (const [index, event] of upcomingEvents.entries()) {
      await seat(
        event,
        index === 0 ? mario : acme,
        index === 0 ? 1 : 3,
        'booked',
        index === 0 ? null : (acmeCompany?.id ?? null),
      );
    }
  });
}
