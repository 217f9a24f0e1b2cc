import { sql } from 'drizzle-orm';
import { formatDocumentNumber, type DocumentSeries } from '@app/contracts/money';
import type { Transaction } from '../../db/client.ts';

export interface DocumentNumber {
  year: number;
  sequence: number;
  /** PO-2026-0001, INV-2026-0001, CN-2026-0001. */
  number: string;
}

/**
 * The next number of an issuer's series for a year, taken inside the document's transaction: the
 * counter row is created or incremented and stays locked until the transaction ends, so concurrent
 * issuers wait in line, and a rollback returns the number (no gap, no repeat; decisions.md,
 * "invoices"). Never call it outside the transaction that inserts the document.
 */
export async function takeDocumentNumber(
  tx: Transaction,
  issuer: { kind: 'company' | 'provider' | 'platform'; id: number },
  series: DocumentSeries,
  year: number,
): Promise<DocumentNumber> {
  const result = (await tx.execute(sql`
    insert into document_counters (issuer_kind, issuer_id, series, year, last_number)
    values (${issuer.kind}, ${issuer.id}, ${series}, ${year}, 1)
    on conflict (issuer_kind, issuer_id, series, year)
    do update set last_number = document_counters.last_number + 1
    returning last_number
  `)) as { rows: Array<{ last_number: number }> };
  const sequence = Number(result.rows[0]?.last_number);
  return { year, sequence, number: formatDocumentNumber(series, year, sequence) };
}
