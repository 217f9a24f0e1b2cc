import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { documentLogos } from '../../db/schema.ts';

/**
 * The row of a logo's PNG, made in the issuing document's transaction (the same picture is one
 * row, whoever issues with it): its id goes into the document, which then never depends on the
 * profile image again.
 */
export async function keepDocumentLogo(tx: Queryable, png: Buffer): Promise<number> {
  const sha256 = createHash('sha256').update(png).digest('hex');
  await tx.insert(documentLogos).values({ sha256, png }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: documentLogos.id })
    .from(documentLogos)
    .where(eq(documentLogos.sha256, sha256))
    .limit(1);
  if (!row) throw new Error('The document logo just kept is gone');
  return row.id;
}

export async function findDocumentLogo(db: Queryable, id: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ png: documentLogos.png })
    .from(documentLogos)
    .where(eq(documentLogos.id, id))
    .limit(1);
  return row?.png ?? null;
}
