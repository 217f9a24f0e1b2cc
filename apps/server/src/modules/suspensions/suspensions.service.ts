import type { PlatformRole } from '@app/contracts/access';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LiveHub } from '../../lib/live.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { deleteSessionsOf, findAccountState, markSuspended } from './suspensions.repository.ts';

/**
 * Suspensions (docs/product.md, "The operator console"): the console's people stop an abuser at
 * once. A suspended account's sessions end and its live streams close on every server, in the
 * transaction that suspends it; sign-in answers `account_suspended`; nothing is deleted, and a
 * restore lets it sign in again. Nobody suspends themself and support never suspends an operator,
 * so an operator who can act always remains. Both are written in the operators' audit.
 */

export interface OperatorCaller {
  id: number;
  platformRole: PlatformRole | null;
}

export async function suspendUser(
  db: Database,
  deps: { live: LiveHub; audit: Auditor },
  caller: OperatorCaller,
  request: { userId: number; reason: string },
) {
  if (request.userId === caller.id) throw new AppError('forbidden');
  await db.transaction(async (tx) => {
    const target = await findAccountState(tx, request.userId);
    if (!target) throw new AppError('not_found');
    // An operator suspending another leaves themself: an operator who can act always remains.
    if (target.platformRole === 'operator' && caller.platformRole !== 'operator') {
      throw new AppError('forbidden');
    }
    await markSuspended(tx, request.userId, request.reason);
    await deleteSessionsOf(tx, request.userId);
    await deps.live.publish(tx, request.userId, { type: 'end' });
    await deps.audit.record(tx, 'account_suspended', {
      userId: request.userId,
      detail: { reason: request.reason },
    });
  });
}

export async function restoreUser(db: Database, audit: Auditor, userId: number) {
  await db.transaction(async (tx) => {
    const target = await findAccountState(tx, userId);
    if (!target) throw new AppError('not_found');
    if (!target.isSuspended) return;
    await markSuspended(tx, userId, null);
    await audit.record(tx, 'account_restored', { userId });
  });
}
