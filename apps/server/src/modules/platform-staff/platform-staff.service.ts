import type { PlatformRole } from '@app/contracts/access';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import {
  findAccountByUsername,
  lockOperators,
  selectPlatformStaff,
  updatePlatformRole,
} from './platform-staff.repository.ts';

/**
 * Platform roles (docs/product.md, "The operator console"): `operator` or `support`, apart from
 * company roles. An operator changes them from the console, never their own; the command line
 * (`npm run admin -- grant`) changes anyone's. The marketplace keeps at least one operator. Every
 * change is in the operators' audit, written in the change's transaction.
 */

export interface PlatformRoleChange {
  username: string;
  role: PlatformRole | null;
  /** The operator making the change; null from the command line. */
  actorId: number | null;
}

export async function setPlatformRole(db: Database, audit: Auditor, change: PlatformRoleChange) {
  const target = await findAccountByUsername(db, change.username);
  if (!target) throw new AppError('not_found');
  if (change.actorId === target.id) throw new AppError('own_platform_role');
  await db.transaction(async (tx) => {
    const operators = await lockOperators(tx);
    const losesOperator = target.platformRole === 'operator' && change.role !== 'operator';
    if (losesOperator && operators.every((operator) => operator.id === target.id)) {
      throw new AppError('last_operator');
    }
    await updatePlatformRole(tx, target.id, change.role);
    await recordRole(tx, audit, target.id, change.role, change.actorId);
  });
  return target.id;
}

/** A new operator account's role, in the transaction that creates it (`create-admin`). */
export async function grantOperatorOnCreation(tx: Queryable, audit: Auditor, userId: number) {
  await updatePlatformRole(tx, userId, 'operator');
  await recordRole(tx, audit, userId, 'operator', null);
}

function recordRole(
  tx: Queryable,
  audit: Auditor,
  userId: number,
  role: PlatformRole | null,
  actorId: number | null,
) {
  return audit.record(tx, 'platform_role_changed', {
    userId,
    actorId,
    detail: { role: role ?? 'none' },
  });
}

/** The people who run the marketplace, for the console's team page. */
export async function listPlatformStaff(db: Database, callerId: number) {
  const rows = await selectPlatformStaff(db);
  return rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    email: row.email,
    fullName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
    platformRole: row.platformRole as PlatformRole,
    twoFactorEnabled: row.twoFactorEnabled,
    isActive: row.isActive,
    isSelf: row.userId === callerId,
  }));
}
