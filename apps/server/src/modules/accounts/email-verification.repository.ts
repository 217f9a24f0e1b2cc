import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema.ts';

/** A new link's row; the user's earlier unused links stop working (only the newest counts). */
export async function insertEmailVerification(
  tx: Queryable,
  verification: {
    userId: number;
    email: string;
    tokenHash: string;
    companyId: number | null;
    expiresAt: Date;
  },
): Promise<string> {
  await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(emailVerifications.userId, verification.userId), isNull(emailVerifications.usedAt)),
    );
  const [created] = await tx
    .insert(emailVerifications)
    .values(verification)
    .returning({ id: emailVerifications.id });
  if (!created) throw new Error('E-mail verification insert returned nothing');
  return created.id;
}

/** The row of a link that can still be followed (unused, unexpired, account active). */
export async function findUsableVerification(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: emailVerifications.id,
      userId: emailVerifications.userId,
      email: emailVerifications.email,
      tokenHash: emailVerifications.tokenHash,
      companyId: emailVerifications.companyId,
    })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(
      and(
        eq(emailVerifications.id, id),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Uses the link unless it was used or expired meanwhile; answers whether it did. */
export async function claimVerification(tx: Queryable, id: string): Promise<boolean> {
  const claimed = await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerifications.id, id),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: emailVerifications.id });
  return claimed.length === 1;
}

/** The address becomes the user's, verified now. */
export async function setVerifiedEmail(tx: Queryable, userId: number, email: string) {
  await tx
    .update(users)
    .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** What the user's newest unused link is for: the address and the invitation it carries. */
export async function findNewestOpenVerification(db: Queryable, userId: number) {
  const [row] = await db
    .select({ email: emailVerifications.email, companyId: emailVerifications.companyId })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A new address the user asked for and has not confirmed yet, or null: the newest unused link to
 * an address other than the account's. SQL on the `users` row of the statement it goes in: the
 * session lookup asks it with the session (app.ts), so the page's first question, loginuserdetail,
 * costs one round trip to the database.
 */
export const pendingEmailOfUser = sql<string | null>`(
  select ${emailVerifications.email} from ${emailVerifications}
  where ${emailVerifications.userId} = ${users.id} and ${emailVerifications.usedAt} is null
    and lower(${emailVerifications.email}) <> lower(${users.email})
  order by ${emailVerifications.createdAt} desc limit 1)`;

/** Who gets the link: the account's name, language and current address. */
export async function findVerificationRecipient(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      email: users.email,
      language: users.language,
      isVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
