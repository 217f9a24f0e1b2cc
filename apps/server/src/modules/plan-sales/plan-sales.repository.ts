import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The language of the admin who asked for a plan: their invoice is written in it. */
export async function findRequesterLanguage(db: Queryable, userId: number) {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? null;
}
