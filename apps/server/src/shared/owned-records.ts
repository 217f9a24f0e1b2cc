import type { Database, Transaction } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

/** A record with an owner, as a module's lock query reads it. */
export interface OwnedRow {
  userId: number;
}

/**
 * listing_not_found when there is no record and when it is someone else's alike: the answer tells
 * a stranger nothing about what exists.
 */
export function assertOwned<Row extends OwnedRow>(
  row: Row | null | undefined,
  userId: number,
): asserts row is Row {
  if (!row || row.userId !== userId) throw new AppError('listing_not_found');
}

/**
 * Runs `change` on one of the user's own records inside one transaction, with its row locked by
 * the module's `lock` query (SELECT ... FOR UPDATE), so concurrent changes of one record queue up.
 * The router has checked ownership already; it is checked again on the locked row, which also
 * serves callers outside the action router (uploads) and a record deleted in the meantime.
 */
export function changeOwnRecord<Row extends OwnedRow, Result>(
  db: Database,
  lock: (tx: Transaction, id: number) => Promise<Row | null>,
  userId: number,
  id: number,
  change: (tx: Transaction, row: Row) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const row = await lock(tx, id);
    assertOwned(row, userId);
    return change(tx, row);
  });
}
