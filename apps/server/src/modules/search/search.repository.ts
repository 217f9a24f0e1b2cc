import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Active users whose username or full name starts with the text (ILIKE) or resembles it
 * (pg_trgm, served by the trigram indexes); prefix matches first, then by similarity.
 */
export async function findUsersMatching(db: Database, text: string, limit: number) {
  const prefix = `${escapeLike(text)}%`;
  const fullName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  const isPrefixMatch = sql<boolean>`(${users.username} ilike ${prefix} or ${fullName} ilike ${prefix} or ${users.lastName} ilike ${prefix})`;
  const similarity = sql<number>`greatest(similarity(${users.username}, ${text}), similarity(${fullName}, ${text}))`;
  return db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(isPrefixMatch, sql`${users.username} % ${text}`, sql`${fullName} % ${text}`),
      ),
    )
    .orderBy(desc(isPrefixMatch), desc(similarity), users.username)
    .limit(limit);
}
