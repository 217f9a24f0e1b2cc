import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { planRequests } from '../../db/schema.ts';

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
