import { trainingEnd } from '@app/contracts/training-days';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { priceBreakdown } from '@app/contracts/money';
import type { Database, Transaction } from '../client.ts';
import { companies, companyTrainers, reviews, topics, users } from '../schema.ts';
import { at, HOUR_MS, insertWithHistory, type Party, type Step } from './booking-rows.ts';

/**
 * ACME Milano's approved trainers with real figures (docs/product.md, "Approved trainers" and
 * "Company dashboard home"): notes on giulia_bianchi and luca_ferrari (added from the marketplace),
 * completed team trainings of both reviewed by ACME's people, and confirmed trainings ahead for
 * the home. Runs once: skipped when an ACME trainer has a note.
 */

const notes: Record<string, string> = {
  giulia_bianchi:
    'Ottima con i team di prodotto: chiedere sempre il percorso Scrum in due giornate. Fattura entro 30 giorni.',
  luca_ferrari:
    'Preferisce la formazione in aula a Milano; per Roma concordare la trasferta in anticipo.',
};

/** Past team trainings: trainer, days ago, participants, the review's halves (2-10) and text. */
const pastTrainings: Array<[string, number, number, number, string]> = [
  ['giulia_bianchi', 40, 8, 10, 'Il team ha applicato subito le retrospettive. Consigliata.'],
  ['giulia_bianchi', 26, 6, 9, 'Molto pratica, esempi presi dal nostro reparto.'],
  ['luca_ferrari', 33, 10, 8, 'Power BI spiegato bene, materiali utili anche dopo il corso.'],
  ['luca_ferrari', 12, 5, 7, 'Buon corso, un po’ veloce per i principianti.'],
];

/** Confirmed trainings ahead: trainer, days ahead, participants. */
const aheadTrainings: Array<[string, number, number]> = [
  ['luca_ferrari', 11, 7],
  ['giulia_bianchi', 19, 9],
  ['luca_ferrari', 38, 4],
];

const acmePeople = [
  'Laura Esposito',
  'Giorgio Villa',
  'Marta Sala',
  'Paolo Gatti',
  'Irene Fumagalli',
  'Nicola Brambilla',
  'Sofia Colombo',
  'Enrico Riva',
  'Giada Pozzi',
  'Tommaso Galli',
];

export async function seedCompanyTrainers(db: Database): Promise<void> {
  const [acme] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'acme'));
  if (!acme) return;
  const [noted] = await db
    .select({ id: companyTrainers.id })
    .from(companyTrainers)
    .where(and(eq(companyTrainers.companyId, acme.id), isNotNull(companyTrainers.note)))
    .limit(1);
  if (noted) return;

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
    .where(
      inArray(users.username, ['acme_admin', 'laura_ferrara', 'giulia_bianchi', 'luca_ferrari']),
    );
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
  const admin = byName.get('acme_admin');
  const manager = byName.get('laura_ferrara');
  if (!admin || !manager) return;
  const trainerIds = ['giulia_bianchi', 'luca_ferrari'].flatMap((name) => {
    const person = byName.get(name);
    return person ? [person.id] : [];
  });
  const topicRows = await db
    .select({
      id: topics.id,
      userId: topics.userId,
      title: topics.title,
      url: topics.url,
      priceMinor: topics.priceMinor,
      currency: topics.currency,
      durationHours: topics.durationHours,
    })
    .from(topics)
    .where(and(inArray(topics.userId, trainerIds), eq(topics.status, 'published')))
    .orderBy(asc(topics.id));

  await db.transaction(async (tx) => {
    for (const [username, note] of Object.entries(notes)) {
      const trainer = byName.get(username);
      if (!trainer) continue;
      // luca_ferrari was approved by address; the admin then found him on the marketplace.
      await tx
        .update(companyTrainers)
        .set({ note, userId: sql`coalesce(${companyTrainers.userId}, ${trainer.id})` })
        .where(
          and(
            eq(companyTrainers.companyId, acme.id),
            sql`lower(${companyTrainers.email}) = ${trainer.email.toLowerCase()}`,
          ),
        );
    }

    const booking = async (
      username: string,
      index: number,
      buyer: Party,
      options: { day: number; participants: number; state: string; steps: Step[] },
    ) => {
      const trainer = byName.get(username);
      const own = topicRows.filter((topic) => topic.userId === trainer?.id);
      const topic = own[index % Math.max(own.length, 1)];
      if (!trainer || !topic) return null;
      const startsAt = at(options.day, 9);
      const hours = topic.durationHours ?? 8;
      const price = priceBreakdown({
        unitPriceMinor: topic.priceMinor,
        quantity: options.participants,
        vatRateBasisPoints: trainer.vat,
        currency: topic.currency,
      });
      const id = await insertWithHistory(
        tx,
        {
          kind: 'topic',
          state: options.state,
          topicId: topic.id,
          title: topic.title,
          listingUrl: `/topic/${topic.url}`,
          buyerId: buyer.id,
          providerId: trainer.id,
          companyId: acme.id,
          participants: options.participants,
          proposedDates: [startsAt.toISOString()],
          startsAt,
          endsAt: trainingEnd(startsAt, hours),
          delivery: 'in_person',
          location: 'ACME Milano, via Tortona 12',
          ...price,
          // Requested three weeks before, or a few days ago for the trainings ahead.
          createdAt: new Date(
            Math.min(
              startsAt.getTime() - 21 * 24 * HOUR_MS,
              Date.now() - (2 + index) * 24 * HOUR_MS,
            ),
          ),
        },
        acmePeople
          .slice(0, options.participants)
          .map((name) => ({ name, email: null, userId: null })),
        options.steps,
      );
      return { id, topicId: topic.id };
    };

    for (const [index, [username, daysAgo, participants, halves, comment]] of [
      ...pastTrainings.entries(),
    ]) {
      const trainer = byName.get(username);
      const buyer = index % 2 === 0 ? manager : admin;
      const made = await booking(username, index, buyer, {
        day: -daysAgo,
        participants,
        state: 'completed',
        steps: [
          { transition: 'create', to: 'requested', by: buyer.id },
          { transition: 'accept', to: 'accepted', by: trainer?.id ?? null },
          { transition: 'complete', to: 'completed', by: null },
        ],
      });
      if (made === null || !trainer) continue;
      await tx.insert(reviews).values({
        topicId: made.topicId,
        userId: buyer.id,
        providerId: trainer.id,
        bookingId: made.id,
        ratingHalves: halves,
        comment,
        createdAt: at(-daysAgo + 2, 15),
      });
    }

    for (const [index, [username, day, participants]] of aheadTrainings.entries()) {
      const trainer = byName.get(username);
      // Another demo may already keep the trainer busy then: that training is left out.
      await tryInSavepoint(tx, () =>
        booking(username, index, manager, {
          day,
          participants,
          state: 'accepted',
          steps: [
            { transition: 'create', to: 'requested', by: manager.id },
            { transition: 'accept', to: 'accepted', by: trainer?.id ?? null },
          ],
        }),
      );
    }
  });
}

/** Runs one insert in a savepoint, so a refused row does not end the whole transaction. */
async function tryInSavepoint(tx: Transaction, work: () => Promise<unknown>) {
  try {
    await tx.transaction(async () => {
      await work();
    });
  } catch {
    // The provider is booked at that time already (booking_sessions_provider_no_overlap).
  }
}
