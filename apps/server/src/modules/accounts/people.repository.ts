import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { displayNameOf } from './people.ts';

/** A person as bookings and their notifications name them: full name, else username. */
export async function findPersonName(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { name: displayNameOf(row), email: row.email };
}
