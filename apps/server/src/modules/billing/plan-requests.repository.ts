import { and, asc, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import { companies, invoices, planRequests, subscriptions, users } from '../../db/schema.ts';

export async function insertPlanRequest(
  db: Queryable,
  request: { companyId: number; requestedBy: number; plan: string; message: string | null },
) {
  const [row] = await db
    .insert(planRequests)
    .values(request)
    .returning({ id: planRequests.id, plan: planRequests.plan, createdAt: planRequests.createdAt });
  if (!row) throw new Error('plan request insert returned nothing');
  return row;
}

/** A company's open requests, newest first. */
export async function selectOpenPlanRequests(db: Queryable, companyId: number) {
  return db
    .select({ id: planRequests.id, plan: planRequests.plan, createdAt: planRequests.createdAt })
    .from(planRequests)
    .where(and(eq(planRequests.companyId, companyId), eq(planRequests.state, 'open')))
    .orderBy(desc(planRequests.createdAt), desc(planRequests.id));
}

/**
 * The operators' list (the console's plans): open requests oldest first, then those done since
 * `doneSince`, newest first; each with its company, who asked and the platform's invoice for it.
 */
export async function selectPlanRequestsForOperators(db: Queryable, doneSince: Date) {
  return db
    .select({
      id: planRequests.id,
      plan: planRequests.plan,
      state: planRequests.state,
      message: planRequests.message,
      createdAt: planRequests.createdAt,
      doneAt: planRequests.doneAt,
      companyId: companies.id,
      companyName: companies.name,
      companyVatId: companies.vatNumber,
      requesterId: planRequests.requestedBy,
      requesterUsername: users.username,
      requesterFirstName: users.firstName,
      requesterLastName: users.lastName,
      invoiceId: planRequests.invoiceId,
      invoiceNumber: invoices.number,
      invoiceState: invoices.state,
      invoiceGrossMinor: invoices.grossMinor,
      invoiceIssueDate: invoices.issueDate,
      invoicePaidOn: invoices.paidOn,
    })
    .from(planRequests)
    .innerJoin(companies, eq(companies.id, planRequests.companyId))
    .leftJoin(users, eq(users.id, planRequests.requestedBy))
    .leftJoin(invoices, eq(invoices.id, planRequests.invoiceId))
    .where(
      or(
        eq(planRequests.state, 'open'),
        and(eq(planRequests.state, 'done'), gte(planRequests.doneAt, doneSince)),
      ),
    )
    .orderBy(
      desc(eq(planRequests.state, 'open')),
      sql`case when ${planRequests.state} = 'open' then ${planRequests.createdAt} end asc`,
      desc(planRequests.doneAt),
      asc(planRequests.id),
    )
    .limit(200);
}

/** One request, its row locked until the transaction ends (an operator at a time). */
export async function lockPlanRequest(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: planRequests.id,
      companyId: planRequests.companyId,
      requestedBy: planRequests.requestedBy,
      plan: planRequests.plan,
      state: planRequests.state,
      invoiceId: planRequests.invoiceId,
    })
    .from(planRequests)
    .where(eq(planRequests.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setPlanRequestInvoice(tx: Transaction, id: number, invoiceId: number) {
  await tx.update(planRequests).set({ invoiceId }).where(eq(planRequests.id, id));
}

/** The company's open requests for `plan` are done (its subscription was set). */
export async function closePlanRequests(
  tx: Transaction,
  companyId: number,
  plan: string,
  at: Date,
) {
  await tx
    .update(planRequests)
    .set({ state: 'done', doneAt: at })
    .where(
      and(
        eq(planRequests.companyId, companyId),
        eq(planRequests.plan, plan),
        eq(planRequests.state, 'open'),
      ),
    );
}

/** A company's subscription from now on (a new row: the earlier ones stay as its history). */
export async function insertSubscription(
  tx: Transaction,
  subscription: { companyId: number; plan: string; endDate: Date },
) {
  await tx.insert(subscriptions).values(subscription);
}
