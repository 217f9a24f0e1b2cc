import type { Access, PlatformRole } from '@app/contracts/access';
import type { BookingRole, DocumentRole } from '@app/contracts/states';
import type { Queryable } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionUser } from '../plugins/sessions.ts';
import { isAdminRole } from './memberships.ts';
import {
  findActiveMembership,
  findMembership,
  type ActiveMembership,
} from './memberships.repository.ts';
import {
  bookingRolesOf,
  documentRolesOf,
  findBookingParties,
  findDocumentParties,
} from './parties.repository.ts';
import { findRecordOwner } from './records.repository.ts';

/**
 * The authorisation table, enforced: every action's declared rule (packages/contracts/src/
 * access.ts) is checked here before its handler runs, and upload routes check theirs the same way.
 * Refusals: no session → auth_required (401); not a provider → not_provider; a record that does
 * not exist, or someone else's → listing_not_found alike (the answer never tells a stranger that a
 * draft exists: issue 15); a booking, order or invoice that does not exist → not_found (404), one
 * the caller is no party to → forbidden (403); not staff of the company → not_company_member;
 * staff but not its admin → forbidden. The console's rules: no platform role (or support where
 * operators only are admitted) → forbidden; a platform role whose sign-in did not pass the second
 * factor → two_factor_required (a platform role always requires it). A company that requires a
 * second factor of its staff refuses their sessions without it (two_factor_required_by_company) on
 * every path to its data and money: its pages and actions, its bookings, orders and invoices (and
 * their files), and booking for it (assertCompanySession, the one place that says so).
 */

export interface Authorized {
  /** The company the caller works in, for the company rules (null otherwise). */
  membership: ActiveMembership | null;
  /** The caller's roles on the booking a `party` rule names (empty otherwise). */
  bookingRoles: BookingRole[];
  /** The caller's roles on the purchase order or invoice a `party` rule names (empty otherwise). */
  documentRoles: DocumentRole[];
}

/** Only providers offer training (docs/product.md, "Roles"); the role is chosen in settings. */
export function assertProvider(user: SessionUser): void {
  if (user.serviceType !== 'provider') throw new AppError('not_provider');
}

/**
 * The console's gate: a platform role (the one named, when one is), signed in with the second
 * factor. Pages and actions of the console ask it alike.
 */
export function assertPlatformRole(user: SessionUser, only: PlatformRole | null): void {
  if (!user.platformRole || (only && user.platformRole !== only)) throw new AppError('forbidden');
  if (!user.sessionTwoFactor) throw new AppError('two_factor_required');
}

/**
 * A company whose admin requires a second factor of its staff admits their sessions on its data
 * and money only when the sign-in passed it (docs/product.md, "Two-factor sign-in").
 */
function assertCompanySession(
  membership: { requireTwoFactor: boolean } | null,
  user: SessionUser,
): void {
  if (membership?.requireTwoFactor && !user.sessionTwoFactor) {
    throw new AppError('two_factor_required_by_company');
  }
}

/** A company's booking, order or invoice: its staff reach it as the company says (above). */
async function assertCompanyRecord(db: Queryable, companyId: number | null, user: SessionUser) {
  if (companyId === null) return;
  assertCompanySession(await findMembership(db, user.id, companyId), user);
}

/** A record's id from the input field the rule names; a rule naming a missing field is a bug. */
function recordIdOf(input: Record<string, unknown>, key: string): number {
  const id = input[key];
  if (typeof id !== 'number') throw new Error(`The access rule reads "${key}", which is no id`);
  return id;
}

export async function authorize(
  db: Queryable,
  access: Access,
  user: SessionUser | null,
  input: Record<string, unknown>,
): Promise<Authorized> {
  const none: Authorized = { membership: null, bookingRoles: [], documentRoles: [] };
  if (access.who === 'anyone') return none;
  if (!user) throw new AppError('auth_required');
  switch (access.who) {
    case 'user': {
      // Booking for the company, or reading its bookings: the caller acts for the company they work in.
      if (!('forCompany' in access) || input[access.forCompany.key] !== access.forCompany.is) {
        return none;
      }
      const membership = await findActiveMembership(db, user.id);
      if (!membership) throw new AppError('not_company_member');
      assertCompanySession(membership, user);
      return { membership, bookingRoles: [], documentRoles: [] };
    }
    case 'provider':
      assertProvider(user);
      return none;
    case 'owner': {
      const ownerId = await findRecordOwner(db, access.of, recordIdOf(input, access.key));
      if (ownerId === null || ownerId !== user.id) throw new AppError('listing_not_found');
      return none;
    }
    case 'member': {
      const membership = await findMembership(db, user.id, recordIdOf(input, access.key));
      if (!membership) throw new AppError('not_company_member');
      assertCompanySession(membership, user);
      return none;
    }
    case 'companyStaff':
    case 'companyAdmin': {
      const membership = await findActiveMembership(db, user.id);
      if (!membership) throw new AppError('not_company_member');
      // The company refuses the session before it asks for its role.
      assertCompanySession(membership, user);
      if (access.who === 'companyAdmin' && !isAdminRole(membership.userRole)) {
        throw new AppError('forbidden');
      }
      return { membership, bookingRoles: [], documentRoles: [] };
    }
    case 'platformStaff':
    case 'operator':
      assertPlatformRole(user, access.who === 'operator' ? 'operator' : null);
      return none;
    case 'party': {
      if (access.of !== 'booking') {
        const parties = await findDocumentParties(db, access.of, recordIdOf(input, access.key));
        if (!parties) throw new AppError('not_found');
        const documentRoles = await documentRolesOf(db, parties, user);
        if (documentRoles.length === 0) throw new AppError('forbidden');
        await assertCompanyRecord(db, parties.companyId, user);
        return { membership: null, bookingRoles: [], documentRoles };
      }
      const parties = await findBookingParties(db, recordIdOf(input, access.key));
      if (!parties) throw new AppError('not_found');
      const bookingRoles = await bookingRolesOf(db, parties, user.id);
      if (bookingRoles.length === 0) throw new AppError('forbidden');
      await assertCompanyRecord(db, parties.companyId, user);
      return { membership: null, bookingRoles, documentRoles: [] };
    }
  }
}
