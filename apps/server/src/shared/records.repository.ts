import { eq } from 'drizzle-orm';
import type { OwnedRecordKind } from '@app/contracts/access';
import type { Queryable } from '../db/client.ts';
import { events, requirements, topics } from '../db/schema.ts';

/** The records a user owns, by the kind the authorisation table names them with. */
const ownedTables = { topic: topics, event: events, requirement: requirements } as const;

/** Who owns the record, or null when there is none. */
export async function findRecordOwner(
  db: Queryable,
  kind: OwnedRecordKind,
  id: number,
): Promise<number | null> {
  const table = ownedTables[kind];
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.userId ?? null;
}
