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

/** Where and in which language a person is e-mailed, and whether the account is still active. */
export async function findMailContact(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      isActive: users.isActive,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    email: row.email,
    language: row.language,
    isActive: row.isActive,
    name: displayNameOf(row),
  };
}
