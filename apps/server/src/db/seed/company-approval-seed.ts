import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { priceBreakdown } from '@app/contracts/money';
import type { Database } from '../client.ts';
import { companies, companyBudgets, companyTrainers, topics, users } from '../schema.ts';
import { feeApprovalReasons } from '../../modules/fee-approval/index.ts';
import { at, DAY_MS, insertWithHistory } from './booking-rows.ts';

/**
 * Demo fee approval and budgets (docs/product.md, "Fee approval and budgets"): ACME Milano asks
 * approval above 1.500 € and for trainers outside its list, and budgets 2026 and 2027 for the
 * location, Sales and Production; ACME Roma has a location budget. laura_ferrara (a manager at
 * Milano) has requests waiting for acme_admin in fee approval: one above the threshold, one with
 * a trainer outside the list. Runs once: skipped when ACME Milano has budgets already.
 */

const budgetsOf = (companyId: number, rows: Array<[number, string, number]>) =>
  rows.map(([year, department, amountMinor]) => ({ companyId, year, department, amountMinor }));

export async function seedCompanyApprovalDemo(db: Database): Promise<void> {
  const acmeRows = await db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(inArray(companies.slug, ['acme', 'acme-roma']));
  const milano = acmeRows.find((row) => row.slug === 'acme');
  const roma = acmeRows.find((row) => row.slug === 'acme-roma');
  if (!milano) return;
  const [seeded] = await db
    .select({ id: companyBudgets.id })
    .from(companyBudgets)
    .where(eq(companyBudgets.companyId, milano.id))
    .limit(1);
  if (seeded) return;

  const [laura] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'laura_ferrara'));
  const listed = await db
    .select({ userId: companyTrainers.userId })
    .from(companyTrainers)
    .where(
      and(eq(companyTrainers.companyId, milano.id), sql`${companyTrainers.userId} is not null`),
    );
  const listedIds = listed.flatMap((row) => (row.userId === null ? [] : [row.userId]));
  const topicColumns = {
    id: topics.id,
    title: topics.title,
    url: topics.url,
    priceMinor: topics.priceMinor,
    currency: topics.currency,
    providerId: topics.userId,
    vat: users.vatRateBasisPoints,
  };
  const publishedPriced = and(eq(topics.status, 'published'), sql`${topics.priceMinor} > 0`);
  // A trainer on ACME's list (giulia_bianchi has joined it), and one outside it.
  const onList =
    listedIds.length > 0
      ? await db
          .select(topicColumns)
          .from(topics)
          .innerJoin(users, eq(users.id, topics.userId))
          .where(and(publishedPriced, inArray(topics.userId, listedIds)))
          .orderBy(asc(topics.id))
          .limit(1)
      : [];
  const outside = await db
    .select(topicColumns)
    .from(topics)
    .innerJoin(users, eq(users.id, topics.userId))
    .where(
      and(
        publishedPriced,
        listedIds.length > 0 ? notInArray(topics.userId, listedIds) : undefined,
        sql`${topics.priceMinor} < 100000`,
      ),
    )
    .orderBy(asc(topics.id))
    .limit(1);

  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ approvalThresholdMinor: 150_000, approvalOutsideList: true })
      .where(eq(companies.id, milano.id));
    await tx.insert(companyBudgets).values([
      ...budgetsOf(milano.id, [
        // 2026: the location within its budget, Production close to its own, Sales just short
        // of what its waiting request would take (fee approval warns before it is approved).
        [2026, '', 15_000_000],
        [2026, 'Sales', 1_500_000],
        [2026, 'Production', 2_800_000],
        [2027, '', 16_000_000],
        [2027, 'Sales', 1_600_000],
        [2027, 'Production', 3_000_000],
      ]),
      ...(roma
        ? budgetsOf(roma.id, [
            [2026, '', 2_000_000],
            [2027, '', 2_200_000],
          ])
        : []),
    ]);
    if (!laura) return;
    const waiting = [
      // Above the threshold: two colleagues of Sales at a trainer on the list.
      {
        topic: onList[0],
        participants: 2,
        days: 24,
        department: 'Sales',
        quantityAtLeast: 150_000,
      },
      // Below the threshold, but with a trainer outside the list.
      {
        topic: outside[0],
        participants: 1,
        days: 38,
        department: 'Production',
        quantityAtLeast: 0,
      },
    ];
    for (const [index, plan] of waiting.entries()) {
      const topic = plan.topic;
      if (!topic) continue;
      // Enough people to pass the threshold where that is the reason it waits.
      let participants = plan.participants;
      const grossOf = (count: number) =>
        priceBreakdown({
          unitPriceMinor: topic.priceMinor,
          quantity: count,
          vatRateBasisPoints: topic.vat,
          currency: topic.currency,
        });
      while (grossOf(participants).grossMinor <= plan.quantityAtLeast && participants < 20) {
        participants += 1;
      }
      const price = grossOf(participants);
      const createdAt = new Date(Date.now() - (index + 1) * 3 * 60 * 60 * 1000);
      const dates = [at(plan.days), at(plan.days + 2)];
      const colleagues = [
        { name: 'Marco Bruno', email: 'marco.bruno@example.com', userId: null },
        { name: 'Elena Conti', email: 'elena.conti@example.com', userId: null },
        { name: 'Paolo Riva', email: null, userId: null },
      ].slice(0, Math.min(participants, 3));
      await insertWithHistory(
        tx,
        {
          kind: 'topic',
          state: 'awaiting_approval',
          topicId: topic.id,
          title: topic.title,
          listingUrl: `/topic/${topic.url}`,
          buyerId: laura.id,
          providerId: topic.providerId,
          companyId: milano.id,
          department: plan.department,
          // Why it waits, as the booking would have stored it under the rules set above.
          approvalReasons: await feeApprovalReasons(tx, milano.id, {
            grossMinor: price.grossMinor,
            providerId: topic.providerId,
          }),
          participants,
          proposedDates: dates.map((date) => date.toISOString()),
          delivery: 'in_person',
          location: 'ACME, via Tortona 12, Milano',
          message: 'Per il nostro team: preferiamo la prima data.',
          ...price,
          // The request's clock runs from when it was made (decision 013), approval included.
          expiresAt: new Date(createdAt.getTime() + 6 * DAY_MS),
          createdAt,
        },
        colleagues,
        [{ transition: 'create', to: 'awaiting_approval', by: laura.id }],
      );
    }
  });
}
