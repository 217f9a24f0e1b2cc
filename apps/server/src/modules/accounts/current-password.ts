import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { findPasswordHash } from './user-accounts.repository.ts';

/**
 * What a sensitive change asks first (a new password or e-mail address, deactivation): the
 * account's current password, else `wrong_password`. Accounts that only sign in through a social
 * provider have none to give.
 */
export async function verifyCurrentPassword(
  db: Queryable,
  passwords: PasswordHasher,
  userId: number,
  password: string,
): Promise<void> {
  const hash = await findPasswordHash(db, userId);
  if (!hash || !(await passwords.verify(hash, password))) throw new AppError('wrong_password');
}
