import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { verifyCurrentPassword } from '../accounts/index.ts';
import {
  deleteSessionOf,
  deleteSessionsOf,
  findLiveSessions,
  findSettingsView,
  markDeactivated,
  updatePasswordHash,
  updateUserRole,
  upsertSettings,
  type SettingsPatch,
} from './settings.repository.ts';

/** What a user_settings row holds until the user changes it (the table's defaults). */
const defaultSettings = { profileVisibility: true, messageNotifications: true, newsletter: false };

const flag = (value: boolean) => (value ? ('1' as const) : ('0' as const));

export async function viewSettings(db: Database, userId: number) {
  const row = await findSettingsView(db, userId);
  if (!row) throw new AppError('auth_required');
  return {
    profileVisibility: flag(row.profileVisibility ?? defaultSettings.profileVisibility),
    newsletterNotif: flag(row.newsletter ?? defaultSettings.newsletter),
    messageNotif: flag(row.messageNotifications ?? defaultSettings.messageNotifications),
    serviceType: row.serviceType,
    profileType: row.profileType === 'company' ? ('compprofile' as const) : ('indprofile' as const),
    associatedCompanies: Number(row.associatedCompanies),
  };
}

export function changeSettings(db: Database, userId: number, patch: SettingsPatch) {
  return upsertSettings(db, userId, patch);
}

export function changeNotification(
  db: Database,
  userId: number,
  type: 'message' | 'newslet',
  enabled: boolean,
) {
  return upsertSettings(
    db,
    userId,
    type === 'message' ? { messageNotifications: enabled } : { newsletter: enabled },
  );
}

export function changeProfileType(
  db: Database,
  userId: number,
  type: 'indprofile' | 'compprofile',
) {
  return updateUserRole(db, userId, {
    profileType: type === 'compprofile' ? 'company' : 'individual',
  });
}

/** The contract guarantees exactly one of the two is true. */
export function changeServiceType(db: Database, userId: number, isProvider: boolean) {
  return updateUserRole(db, userId, { serviceType: isProvider ? 'provider' : 'seeker' });
}

export interface PasswordChange {
  oldpass: string;
  newpass: string;
}

/**
 * Stores the new password and, in the same transaction, ends every other session of the account:
 * whoever else held one must sign in with the new password. The caller then renews the current
 * session's token.
 */
export async function changePassword(
  db: Database,
  passwords: PasswordHasher,
  audit: Auditor,
  userId: number,
  currentSessionId: string,
  change: PasswordChange,
) {
  await verifyCurrentPassword(db, passwords, userId, change.oldpass);
  if (isCommonPassword(change.newpass)) throw new AppError('password_too_common');
  const passwordHash = await passwords.hash(change.newpass);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await deleteSessionsOf(tx, userId, currentSessionId);
    await audit.record(tx, 'password_changed', { userId });
  });
}

/** Deactivates the account and ends all its sessions; nothing is deleted. */
export async function deactivateAccount(
  db: Database,
  passwords: PasswordHasher,
  audit: Auditor,
  userId: number,
  password: string,
) {
  await verifyCurrentPassword(db, passwords, userId, password);
  await db.transaction(async (tx) => {
    await markDeactivated(tx, userId);
    await deleteSessionsOf(tx, userId, null);
    await audit.record(tx, 'account_deactivated', { userId });
  });
}

export async function listSessions(db: Database, userId: number, currentSessionId: string) {
  const rows = await findLiveSessions(db, userId, currentSessionId);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    persistent: row.isPersistent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    twoFactor: row.twoFactor,
  }));
}

/**
 * Ends one other session of the user. Another user's session answers not_found, exactly like one
 * that does not exist, so ids of other accounts cannot be probed; the current one is ended by
 * logging out, not here.
 */
export async function endSession(
  db: Database,
  audit: Auditor,
  userId: number,
  currentSessionId: string,
  sessionId: string,
) {
  // Ids come back from PostgreSQL in lower case; the contract accepts either.
  const id = sessionId.toLowerCase();
  if (id === currentSessionId) throw new AppError('forbidden');
  await db.transaction(async (tx) => {
    if (!(await deleteSessionOf(tx, userId, id))) throw new AppError('not_found');
    await audit.record(tx, 'session_ended', { userId });
  });
}

export function endOtherSessions(
  db: Database,
  audit: Auditor,
  userId: number,
  currentSessionId: string,
) {
  return db.transaction(async (tx) => {
    const ended = await deleteSessionsOf(tx, userId, currentSessionId);
    await audit.record(tx, 'other_sessions_ended', { userId, detail: { count: String(ended) } });
    return ended;
  });
}
