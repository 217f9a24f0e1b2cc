import { eq } from 'drizzle-orm';
import { profileVisibilityMachine } from '@app/contracts/states';
import type { Transaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { fireTransition } from '../../shared/state-machine.ts';
import { profileVisibilityColumn } from '../../shared/state-history.repository.ts';

/**
 * The staff hide a public profile or show it again (moderation) through its visibility machine,
 * in the caller's transaction: whose it is (who is told) and its name.
 */
export async function moderateProfile(
  tx: Transaction,
  change: { id: number; transition: 'hide' | 'restore'; actorId: number; reason: string },
): Promise<{ ownerId: number; title: string }> {
  const [profile] = await tx
    .select({ id: users.id, username: users.username, state: users.profileState })
    .from(users)
    .where(eq(users.id, change.id))
    .for('update')
    .limit(1);
  if (!profile) throw new AppError('not_found');
  await fireTransition(tx, {
    machine: profileVisibilityMachine,
    target: profileVisibilityColumn,
    record: { id: profile.id, state: profile.state },
    transition: change.transition,
    actor: { userId: change.actorId, roles: ['staff'] },
    reason: change.reason,
  });
  return { ownerId: profile.id, title: profile.username };
}
