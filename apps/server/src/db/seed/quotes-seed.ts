import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { quotes, requirements, stateTransitions, users } from '../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` ahead, at 09:00 UTC. */
const daysAhead = (days: number) => {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(9, 0, 0, 0);
  return date;
};

/**
 * Three quotes from demo providers on an open requirement of mario_rossi, to compare side by side
 * (docs/product.md, "Quotes"): per participant and flat, different dates, one shortlisted.
 * Written while no quote exists, with their history.
 */
export async function seedDemoQuotes(db: Database): Promise<void> {
  const [existing] = await db.select({ id: quotes.id }).from(quotes).limit(1);
  if (existing) return;
  const [mario] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'mario_rossi'));
  if (!mario) return;
  const [requirement] = await db
    .select({ id: requirements.id, participants: requirements.participants })
    .from(requirements)
    .where(and(eq(requirements.userId, mario.id), eq(requirements.status, 'open')))
    .orderBy(asc(requirements.id))
    .limit(1);
  if (!requirement) return;
  const preferred = ['giulia_bianchi', 'chiara_gallo', 'davide_greco', 'valentina_moretti'];
  const candidates = await db
    .select({ id: users.id, username: users.username, vat: users.vatRateBasisPoints })
    .from(users)
    .where(and(eq(users.serviceType, 'provider'), ne(users.id, mario.id), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  const ranked = [
    ...candidates.filter((user) => preferred.includes(user.username)),
    ...candidates.filter((user) => !preferred.includes(user.username)),
  ].slice(0, 3);
  if (ranked.length < 3) return;
  const validUntil = new Date(Date.now() + 20 * DAY_MS).toISOString().slice(0, 10);
  const offers = [
    {
      pricing: 'per_participant' as const,
      priceMinor: 45_000,
      dates: [daysAhead(24), daysAhead(31)],
      delivery: 'in_person' as const,
      location: 'Milano',
      coverLetter:
        'Abbiamo formato oltre 30 team commerciali su questo tema. Proponiamo una giornata in aula con esercitazioni sui vostri casi reali e un follow-up online dopo un mese.',
      state: 'shortlisted',
    },
    {
      pricing: 'flat' as const,
      priceMinor: 380_000,
      dates: [daysAhead(28)],
      delivery: 'online' as const,
      location: null,
      coverLetter:
        'A flat fee for the whole team: two half-day live online sessions, recordings and the materials included.',
      state: 'submitted',
    },
    {
      pricing: 'per_participant' as const,
      priceMinor: 39_000,
      dates: [daysAhead(35), daysAhead(37), daysAhead(42)],
      delivery: 'blended' as const,
      location: 'Milano e online',
      coverLetter:
        'Percorso blended: una mattina in presenza e due moduli online da 90 minuti. Date flessibili.',
      state: 'submitted',
    },
  ];
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(quotes)
      .values(
        offers.map((offer, index) => ({
          requirementId: requirement.id,
          providerId: ranked[index]!.id,
          state: offer.state,
          pricing: offer.pricing,
          priceMinor: offer.priceMinor,
          vatRateBasisPoints: ranked[index]!.vat,
          proposedDates: offer.dates.map((date) => date.toISOString()),
          delivery: offer.delivery,
          location: offer.location,
          validUntil,
          coverLetter: offer.coverLetter,
          createdAt: new Date(Date.now() - (3 - index) * DAY_MS),
        })),
      )
      .returning({ id: quotes.id, state: quotes.state, providerId: quotes.providerId });
    await tx.insert(stateTransitions).values(
      inserted.flatMap((quote) => [
        {
          machine: 'quote',
          recordId: quote.id,
          transition: 'create',
          fromState: '',
          toState: 'submitted',
          actorId: quote.providerId,
        },
        ...(quote.state === 'shortlisted'
          ? [
              {
                machine: 'quote',
                recordId: quote.id,
                transition: 'shortlist',
                fromState: 'submitted',
                toState: 'shortlisted',
                actorId: mario.id,
              },
            ]
          : []),
      ]),
    );
  });
}
