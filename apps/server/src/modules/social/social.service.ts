import { limits } from '@app/contracts/validation';
import type { Database, Queryable } from '../../db/client.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { SocialProfile } from './social-oidc.ts';
import { randomUsername, usernameBase, usernameCandidates } from './social-username.ts';
import {
  findUserByEmail,
  findUserBySocialIdentity,
  insertSocialAccount,
  insertSocialIdentity,
  isUsernameTaken,
  markEmailVerified,
  revokeUnprovenAccess,
} from './social.repository.ts';

/** Why a provider's person cannot be signed in, each with its own page. */
export type SocialAccountProblem =
  /** The account the identity or the verified e-mail leads to is deactivated. */
  | 'account_deactivated'
  /** The account is suspended by the marketplace's operators. */
  | 'account_suspended'
  /** No account yet, and the provider shared no e-mail address to create one with. */
  | 'email_missing'
  /** An account has this e-mail, but the provider did not vouch for it: never linked. */
  | 'email_in_use';

export class SocialAccountError extends Error {
  constructor(readonly problem: SocialAccountProblem) {
    super(`Social sign-in refused: ${problem}`);
    this.name = 'SocialAccountError';
  }
}

export type SocialAccountOutcome = 'signed_in' | 'linked' | 'created';

const attempts = 3;

/**
 * The user a provider's person signs in as, in one transaction:
 * 1. an identity already linked (provider + subject) leads to its user;
 * 2. otherwise a verified e-mail that an account has links the identity to that account, which
 *    counts as verified from then on (had it never been confirmed, whoever registered it loses
 *    the password and sessions: the provider's person is the address's proven owner);
 * 3. otherwise a new account without a password is created and linked, unless its e-mail is
 *    missing or already belongs to an account (an unverified e-mail never takes over an account);
 *    `account.created` is recorded with it.
 * A deactivated account is refused. Two first sign-ins racing for one name are settled by the
 * unique indexes: the loser retries and finds what the winner created.
 */
export async function resolveSocialAccount(
  db: Database,
  events: DomainEvents,
  profile: SocialProfile,
): Promise<{ userId: number; outcome: SocialAccountOutcome }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => resolveWithin(tx, events, profile));
    } catch (error) {
      if (attempt >= attempts || violatedUniqueConstraint(error) === null) throw error;
    }
  }
}

async function resolveWithin(db: Queryable, events: DomainEvents, profile: SocialProfile) {
  const linked = await findUserBySocialIdentity(db, profile.provider, profile.subject);
  if (linked) {
    if (!linked.isActive) throw new SocialAccountError('account_deactivated');
    if (linked.isSuspended) throw new SocialAccountError('account_suspended');
    return { userId: linked.userId, outcome: 'signed_in' as const };
  }
  if (!profile.email) throw new SocialAccountError('email_missing');
  const identity = { provider: profile.provider, subject: profile.subject, email: profile.email };

  const owner = await findUserByEmail(db, profile.email);
  if (owner) {
    if (!profile.isEmailVerified) throw new SocialAccountError('email_in_use');
    if (!owner.isActive) throw new SocialAccountError('account_deactivated');
    if (owner.isSuspended) throw new SocialAccountError('account_suspended');
    if (!owner.isEmailVerified) await revokeUnprovenAccess(db, owner.userId);
    await insertSocialIdentity(db, { ...identity, userId: owner.userId });
    // The provider vouches for the address the account holds.
    await markEmailVerified(db, owner.userId);
    return { userId: owner.userId, outcome: 'linked' as const };
  }

  const { firstName, lastName } = personName(profile);
  const userId = await insertSocialAccount(
    db,
    {
      username: await freeUsername(db, usernameBase(profile.email, profile.name)),
      email: profile.email,
      firstName,
      lastName,
    },
    profile.isEmailVerified,
  );
  await insertSocialIdentity(db, { ...identity, userId });
  await events.record(db, 'account.created', { userId });
  return { userId, outcome: 'created' as const };
}

async function freeUsername(db: Queryable, base: string): Promise<string> {
  for (const candidate of usernameCandidates(base)) {
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return randomUsername(base);
}

/** given_name / family_name, or the full name split at its first space. */
function personName(profile: SocialProfile) {
  const clip = (value: string | null | undefined) =>
    value ? value.slice(0, limits.nameMax) : null;
  if (profile.firstName || profile.lastName) {
    return { firstName: clip(profile.firstName), lastName: clip(profile.lastName) };
  }
  if (!profile.name) return { firstName: null, lastName: null };
  const [first, ...rest] = profile.name.split(/\s+/);
  return { firstName: clip(first), lastName: clip(rest.join(' ') || null) };
}
