import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { priceBreakdown } from '@app/contracts/money';
import { priceColumnsOf } from '../../modules/bookings/index.ts';
import type { Transaction } from '../client.ts';
import { bookingParticipants, events, trainingThanks } from '../schema.ts';
import { at, DAY_MS, insertWithHistory, type Party, type Person } from './booking-rows.ts';

/**
 * "After the event" for the demo (docs/product.md, "After the event"): giulia_bianchi has her
 * Milan meetup behind her (four days ago) with seats whose attendance she has not recorded yet,
 * and she thanked mario_rossi's team for the training they completed, with materials; mario sees
 * the thank-you on his booking's page and may review it.
 */

const materials = [
  {
    title: 'La Guida Scrum (italiano)',
    url: 'https://scrumguides.org/docs/scrumguide/v2020/2020-Scrum-Guide-Italian.pdf',
  },
  { title: 'Il Manifesto Agile', url: 'https://agilemanifesto.org/iso/it/manifesto.html' },
];

const thanksMessage = [
  'Grazie a tutti per la giornata di lavoro insieme: domande ottime e tanta voglia di provare.',
  'Qui sotto trovate i materiali di cui abbiamo parlato. Per qualsiasi dubbio scrivetemi pure qui.',
].join('\n');

/** The people of ACME's team at the meetup: named, two with an address. */
const acmeTeam: Person[] = [
  { name: 'Laura Esposito', email: 'laura.esposito@acme.example', userId: null },
  { name: 'Giorgio Villa', email: 'giorgio.villa@acme.example', userId: null },
  { name: 'Marta Sala', email: null, userId: null },
];

export async function seedClosingTrainings(
  tx: Transaction,
  facts: {
    giulia: Party & { vat: number };
    completedBookingId: number;
    completedEndsAt: Date;
    soldOutEventId: number | null;
    attendees: Party[];
    acme: Party;
    acmeCompanyId: number | null;
  },
): Promise<void> {
  const { giulia } = facts;
  // The completed training: everyone came, and giulia thanked them the day after.
  await tx
    .update(bookingParticipants)
    .set({ attendance: 'attended' })
    .where(eq(bookingParticipants.bookingId, facts.completedBookingId));
  await tx.insert(trainingThanks).values({
    providerId: giulia.id,
    bookingId: facts.completedBookingId,
    message: thanksMessage,
    materials,
    createdAt: new Date(facts.completedEndsAt.getTime() + DAY_MS),
  });

  // Her other event (not the sold-out one) took place four days ago: seats to close.
  const [meetup] = await tx
    .select({
      id: events.id,
      title: events.title,
      url: events.url,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      priceMinor: events.priceMinor,
      currency: events.currency,
    })
    .from(events)
    .where(
      and(
        eq(events.userId, giulia.id),
        eq(events.status, 'published'),
        facts.soldOutEventId === null ? undefined : ne(events.id, facts.soldOutEventId),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(1);
  if (!meetup) return;
  const startsAt = at(-4, 18);
  const endsAt = new Date(
    startsAt.getTime() + (meetup.endsAt.getTime() - meetup.startsAt.getTime()),
  );
  const seats = [
    ...facts.attendees.map((buyer) => ({ buyer, people: [self(buyer)], companyId: null })),
    { buyer: facts.acme, people: acmeTeam, companyId: facts.acmeCompanyId },
  ];
  const taken = seats.reduce((sum, seat) => sum + seat.people.length, 0);
  await tx
    .update(events)
    .set({
      startsAt,
      endsAt,
      goNoGoAt: null,
      minAttendees: null,
      capacity: sql`greatest(coalesce(${events.capacity}, 0), ${taken})`,
      seatsTaken: taken,
    })
    .where(eq(events.id, meetup.id));
  for (const seat of seats) {
    const price = priceBreakdown({
      unitPriceMinor: meetup.priceMinor,
      quantity: seat.people.length,
      vatRateBasisPoints: giulia.vat,
      currency: meetup.currency,
    });
    await insertWithHistory(
      tx,
      {
        kind: 'event',
        state: 'booked',
        eventId: meetup.id,
        title: meetup.title,
        listingUrl: `/event/Q/${meetup.url}`,
        buyerId: seat.buyer.id,
        providerId: giulia.id,
        companyId: seat.companyId,
        participants: seat.people.length,
        startsAt,
        endsAt,
        ...priceColumnsOf(price),
        createdAt: new Date(startsAt.getTime() - 12 * DAY_MS),
      },
      seat.people,
      [{ transition: 'create', to: 'booked', by: seat.buyer.id }],
    );
  }
}

const self = (buyer: Party): Person => ({ name: buyer.name, email: buyer.email, userId: buyer.id });
