import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { ActiveMembership } from '../../shared/memberships.repository.ts';
import { insertPlanRequest, selectOpenPlanRequests } from './plan-requests.repository.ts';

/**
 * A company admin asks for a plan from Billing (requestplan): the request waits for the platform's
 * operators, who set the subscription; one open request per plan (the unique index decides when
 * an admin clicks twice).
 */
export async function requestPlan(
  db: Database,
  membership: ActiveMembership,
  userId: number,
  request: { plan: string; message?: string | null | undefined },
) {
  try {
    const row = await insertPlanRequest(db, {
      companyId: membership.companyId,
      requestedBy: userId,
      plan: request.plan,
      message: request.message ?? null,
    });
    return { id: row.id, plan: row.plan, createdAt: row.createdAt.toISOString() };
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'plan_requests_open_key') {
      throw new AppError('plan_already_requested');
    }
    throw error;
  }
}

export async function listPlanRequests(db: Database, membership: ActiveMembership) {
  const rows = await selectOpenPlanRequests(db, membership.companyId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
