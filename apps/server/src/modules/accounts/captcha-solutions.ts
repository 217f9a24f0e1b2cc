import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { captchaSolutions } from '../../db/schema.ts';
import type { Captcha } from '../../lib/captcha.ts';

/**
 * Accepts a verified captcha once: true when its signature was not seen before. Solutions whose
 * challenge has expired are deleted on the way (they could not be verified again anyway).
 */
export async function consumeCaptchaSolution(
  db: Database,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`now()`));
  const inserted = await db
    .insert(captchaSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  return inserted.length === 1;
}

/** A solved captcha (the ALTCHA widget's payload) that verifies and was never used before. */
export async function isFreshCaptchaSolution(
  db: Database,
  captcha: Captcha,
  payload: string,
): Promise<boolean> {
  const solution = await captcha.verify(payload);
  return (
    solution !== null && (await consumeCaptchaSolution(db, solution.signature, solution.expiresAt))
  );
}
