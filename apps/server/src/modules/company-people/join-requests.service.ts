import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { LiveHub } from '../../lib/live.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { selectCompanyAdminIds } from '../../shared/memberships.repository.ts';
import { findPersonName } from '../accounts/index.ts';
import { findCompanyName } from '../companies/index.ts';
import { storeNotification } from '../notifications/index.ts';
import { insertMember } from './company-people.repository.ts';
import { JOIN_REQUEST_EMAIL_JOB, type JoinRequestEmailJob } from './join-request-email.ts';
import {
  decidePendingJoinRequest,
  insertJoinRequest,
  isMember,
  selectPendingJoinRequests,
  setActiveCompanyIfNone,
} from './join-requests.repository.ts';

/**
 * Requests to join a company (docs/product.md, "A company's lifecycle"): a person whose VAT id a
 * company already holds (createcompany answered company_exists) asks its admins to add them. A
 * request is `pending` until an admin accepts it (the person joins the staff as Manager) or
 * declines it; each admin is told of a new request in the app and by e-mail, and the person of
 * the decision in the app.
 */

const MANAGER_ROLE = 2;
const staffPage = '/dashboard/c/userroles';

export interface JoinRequestDeps {
  jobs: JobQueue;
  live: LiveHub;
}

export async function askToJoin(
  db: Database,
  deps: JoinRequestDeps,
  userId: number,
  request: { companyId: number; message?: string | null | undefined },
): Promise<number> {
  const company = await findCompanyName(db, request.companyId);
  if (company === null) throw new AppError('not_found');
  if (await isMember(db, request.companyId, userId)) throw new AppError('already_member');
  return db.transaction(async (tx) => {
    const asked = await insertJoinRequest(tx, {
      companyId: request.companyId,
      userId,
      message: request.message ?? null,
    });
    if (!asked.isNew) return asked.id;
    const person = (await findPersonName(tx, userId))?.name ?? '';
    for (const adminId of await selectCompanyAdminIds(tx, request.companyId)) {
      await storeNotification(tx, deps.live, {
        userId: adminId,
        kind: 'company_join_requested',
        params: { person, company },
        link: staffPage,
        dedupeKey: `join:${asked.id}:${adminId}`,
      });
      await deps.jobs.send(
        JOIN_REQUEST_EMAIL_JOB,
        { requestId: asked.id, adminId } satisfies JoinRequestEmailJob,
        { tx, singletonKey: `join-request:${asked.id}:${adminId}` },
      );
    }
    return asked.id;
  });
}

/** The company's pending requests, as its admins see them beside the staff. */
export async function listJoinRequests(db: Database, companyId: number) {
  const rows = await selectPendingJoinRequests(db, companyId);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    username: row.username,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function decideJoinRequest(
  db: Database,
  deps: { live: LiveHub; audit: Auditor },
  admin: { id: number; companyId: number },
  decision: { id: number; decision: 'accept' | 'decline' },
): Promise<void> {
  const company = (await findCompanyName(db, admin.companyId)) ?? '';
  await db.transaction(async (tx) => {
    const decided = await decidePendingJoinRequest(tx, {
      companyId: admin.companyId,
      id: decision.id,
      state: decision.decision === 'accept' ? 'accepted' : 'declined',
      decidedBy: admin.id,
    });
    if (!decided) throw new AppError('not_found');
    if (decision.decision === 'accept') {
      const joined = await insertMember(tx, {
        companyId: admin.companyId,
        userId: decided.userId,
        userRole: MANAGER_ROLE,
        department: null,
      });
      await setActiveCompanyIfNone(tx, decided.userId, admin.companyId);
      if (joined) {
        await deps.audit.record(tx, 'company_member_joined', {
          userId: decided.userId,
          companyId: admin.companyId,
          detail: { role: 'manager' },
        });
      }
    }
    await storeNotification(tx, deps.live, {
      userId: decided.userId,
      kind: decision.decision === 'accept' ? 'company_join_accepted' : 'company_join_declined',
      params: { company },
      link: decision.decision === 'accept' ? '/dashboard' : '/dashboard/c/add-company-profile',
      dedupeKey: `join:${decision.id}:decided`,
    });
  });
}
