import { eq } from 'drizzle-orm';
import type { DocumentRole } from '@app/contracts/states';
import type { Queryable } from '../db/client.ts';
import { invoices, purchaseOrders } from '../db/schema.ts';
import { findMembership } from './memberships.repository.ts';

/** Who is who on a purchase order or invoice: read by the authorisation table and the services. */
export interface DocumentParties {
  id: number;
  providerId: number;
  /** The person who bought (invoices); a purchase order's buyer is its company's staff. */
  buyerId: number | null;
  companyId: number | null;
}

export async function findDocumentParties(
  db: Queryable,
  kind: 'purchaseOrder' | 'invoice',
  id: number,
): Promise<DocumentParties | null> {
  if (kind === 'purchaseOrder') {
    const [row] = await db
      .select({
        id: purchaseOrders.id,
        providerId: purchaseOrders.providerId,
        companyId: purchaseOrders.companyId,
      })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, id))
      .limit(1);
    return row ? { ...row, buyerId: null } : null;
  }
  const [row] = await db
    .select({
      id: invoices.id,
      providerId: invoices.providerId,
      buyerId: invoices.buyerId,
      companyId: invoices.companyId,
    })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The roles a user holds on a document: provider (its issuer or addressee on the selling side),
 * buyer (the person who bought, or staff, admins and managers, of the buying company). Empty when
 * they are neither: nobody else sees it (docs/product.md, "Money").
 */
export async function documentRolesOf(
  db: Queryable,
  parties: DocumentParties,
  userId: number,
): Promise<DocumentRole[]> {
  const roles: DocumentRole[] = [];
  if (parties.providerId === userId) roles.push('provider');
  if (parties.buyerId === userId) roles.push('buyer');
  else if (parties.companyId !== null && (await findMembership(db, userId, parties.companyId))) {
    roles.push('buyer');
  }
  return roles;
}
