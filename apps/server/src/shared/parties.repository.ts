import { and, eq } from 'drizzle-orm';
import type { PlatformRole } from '@app/contracts/access';
import type { BookingRole, DocumentRole } from '@app/contracts/states';
import type { Queryable } from '../db/client.ts';
import { bookingParticipants, bookings, invoices, purchaseOrders } from '../db/schema.ts';
import { isAdminRole } from './memberships.ts';
import { findMembership } from './memberships.repository.ts';

/**
 * Who is party to a booking, a purchase order or an invoice, and in which role: what the
 * authorisation table (authorization.ts) checks a `party` rule against, for actions and downloads.
 */

/** Who is who on a purchase order or invoice. */
export interface DocumentParties {
  id: number;
  /** Null: the platform issued it (a plan's invoice), its operators acting for it. */
  providerId: number | null;
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
 * The roles a user holds on a document: provider (its issuer or addressee on the selling side;
 * for the platform's own invoice, its operators signed in with their second factor), buyer (the
 * person who bought, or staff, admins and managers, of the buying company). Empty when they are
 * neither: nobody else sees it (docs/product.md, "Money").
 */
export async function documentRolesOf(
  db: Queryable,
  parties: DocumentParties,
  user: { id: number; platformRole: PlatformRole | null; sessionTwoFactor: boolean },
): Promise<DocumentRole[]> {
  const userId = user.id;
  const roles: DocumentRole[] = [];
  const actsForPlatform = user.platformRole === 'operator' && user.sessionTwoFactor;
  if (parties.providerId === null ? actsForPlatform : parties.providerId === userId) {
    roles.push('provider');
  }
  if (parties.buyerId === userId) roles.push('buyer');
  else if (parties.companyId !== null && (await findMembership(db, userId, parties.companyId))) {
    roles.push('buyer');
  }
  return roles;
}

/** Who is who on a booking. */
export async function findBookingParties(db: Queryable, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      buyerId: bookings.buyerId,
      providerId: bookings.providerId,
      companyId: bookings.companyId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
export type BookingParties = NonNullable<Awaited<ReturnType<typeof findBookingParties>>>;

/**
 * The roles a user holds on a booking: buyer, provider, and approver when they are staff of the
 * company it was made for (and admin too when they are its admin: fee approval); otherwise participant when they are named on it with their account
 * (they read it, and fire nothing). Empty when they are not a party.
 */
export async function bookingRolesOf(
  db: Queryable,
  parties: BookingParties,
  userId: number,
): Promise<BookingRole[]> {
  const roles: BookingRole[] = [];
  if (parties.buyerId === userId) roles.push('buyer');
  if (parties.providerId === userId) roles.push('provider');
  const membership =
    parties.companyId === null ? null : await findMembership(db, userId, parties.companyId);
  if (membership) {
    roles.push('approver');
    if (isAdminRole(membership.userRole)) roles.push('admin');
  }
  if (roles.length === 0 && (await isNamedWithAccount(db, parties.id, userId))) {
    roles.push('participant');
  }
  return roles;
}

async function isNamedWithAccount(db: Queryable, bookingId: number, userId: number) {
  const [row] = await db
    .select({ id: bookingParticipants.id })
    .from(bookingParticipants)
    .where(
      and(eq(bookingParticipants.bookingId, bookingId), eq(bookingParticipants.userId, userId)),
    )
    .limit(1);
  return row !== undefined;
}
