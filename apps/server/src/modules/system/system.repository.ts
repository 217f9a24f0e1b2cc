import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** Whether the database answers a trivial query (the readiness probe). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
