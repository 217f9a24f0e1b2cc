import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { twoFactorChallenges, users } from '../../db/schema.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

/**
 * A sign-in half done: the password (or the social provider) was right, the second factor is
 * awaited. The browser holds a random token in an httpOnly cookie, the server its hash: five
 * minutes and five tries, then the password again.
 */
export const TWO_FACTOR_COOKIE = 'tfa';
const LIFETIME_MS = 5 * 60 * 1000;
export const MAX_SECOND_FACTOR_TRIES = 5;

export async function hasTwoFactor(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: sql<boolean>`${users.totpEnabledAt} is not null` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.enabled ?? false;
}

export async function startChallenge(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: { userId: number; persistent: boolean; method: string },
): Promise<void> {
  const token = randomToken(32);
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, sql`now()`));
  await db.insert(twoFactorChallenges).values({
    tokenHash: sha256(token),
    userId: signIn.userId,
    isPersistent: signIn.persistent,
    method: signIn.method,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
  });
  reply.setCookie(TWO_FACTOR_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: LIFETIME_MS / 1000,
  });
}

/**
 * The account a browser's pending sign-in is for, counting no try (null without one): what the
 * second factor's per-account limit is keyed by, since a password holder can start challenges
 * from any number of addresses, five tries each.
 */
export async function findChallengeUserId(
  db: Queryable,
  request: FastifyRequest,
): Promise<number | null> {
  const token = request.cookies[TWO_FACTOR_COOKIE];
  if (!token) return null;
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, sha256(token)),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** The challenge of this browser when it can still be answered: counts one more try. */
export async function takeChallengeTry(db: Queryable, request: FastifyRequest) {
  const token = request.cookies[TWO_FACTOR_COOKIE];
  if (!token) return null;
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, sha256(token)),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
        lt(twoFactorChallenges.attempts, MAX_SECOND_FACTOR_TRIES),
      ),
    )
    .returning({
      id: twoFactorChallenges.id,
      userId: twoFactorChallenges.userId,
      isPersistent: twoFactorChallenges.isPersistent,
      method: twoFactorChallenges.method,
    });
  return row ?? null;
}

/** The challenge is answered (or abandoned): its row and cookie go. */
export async function endChallenge(
  db: Queryable,
  reply: FastifyReply,
  challengeId: string,
): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challengeId));
  reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/' });
}
