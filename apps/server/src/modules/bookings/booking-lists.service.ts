import { heldSessions } from '@app/contracts/training-days';
import type { z } from 'zod';
import type { BookingSummary, mybookings } from '@app/contracts/actions/booking';
import {
  availableTransitions,
  bookingStateGroups,
  holdsSeats,
  type BookingRole,
  type BookingState,
} from '@app/contracts/states';
import type { Database, Queryable } from '../../db/client.ts';
import type { StoredProfileImage } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isAdminRole } from '../../shared/memberships.ts';
import { findActiveMembership } from '../../shared/memberships.repository.ts';
import { findReviewDeadline } from '../reviews/index.ts';
import { attendanceOf, canRecordAttendance } from './attendance.service.ts';
import { machineOf } from './booking-machine.ts';
import {
  awaitingStateOf,
  countInState,
  findBookingRow,
  listBookings,
  selectParticipants,
  type BookingRow,
  type BookingSide,
} from './booking-lists.repository.ts';
import { findJoinUrl } from './bookings.repository.ts';
import { findThanksOf, thanksOf } from './thanks.repository.ts';
import { selectStateHistory } from '../../shared/state-history.repository.ts';
import { displayNameOf } from '../accounts/index.ts';

type ListInput = z.output<typeof mybookings.request>;

/**
 * The buttons a party sees: what the machine lets their roles fire now through bookingtransition,
 * minus what makes no sense at this moment (taking an offer that has lapsed). Attendance is not a
 * button of the machine's: recordattendance fires it (canRecordAttendance).
 */
export function actionsFor(
  row: BookingRow,
  roles: readonly BookingRole[],
  now = new Date(),
): string[] {
  const machine = machineOf(row.kind);
  return availableTransitions(machine, row.state, roles).filter((name) => {
    // Attendance is recordattendance; `queue` is what approving does when the event is full.
    if (name === 'attend' || name === 'noShow' || name === 'queue') return false;
    if (name === 'take') return row.expiresAt !== null && row.expiresAt > now;
    return true;
  });
}

function rolesOn(
  row: BookingRow,
  userId: number,
  staff: { companyId: number; isAdmin: boolean } | null,
): BookingRole[] {
  const roles: BookingRole[] = [];
  if (row.buyerId === userId) roles.push('buyer');
  if (row.providerId === userId) roles.push('provider');
  if (staff !== null && row.companyId === staff.companyId) {
    roles.push('approver');
    if (staff.isAdmin) roles.push('admin');
  }
  return roles;
}

const image = (stored: StoredProfileImage | null) => stored?.thumb90 ?? null;

/** A booking's buyer as every list shows them (from buyerColumns). */
export const buyerOf = (row: {
  buyerId: number;
  buyerUsername: string;
  buyerFirstName: string | null;
  buyerLastName: string | null;
  buyerImage: StoredProfileImage | null;
}) => ({
  id: row.buyerId,
  username: row.buyerUsername,
  name: displayNameOf({
    username: row.buyerUsername,
    firstName: row.buyerFirstName,
    lastName: row.buyerLastName,
  }),
  profileImage: image(row.buyerImage),
});

function summaryOf(
  row: BookingRow,
  role: BookingSummary['role'],
  roles: readonly BookingRole[],
): BookingSummary {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as BookingState,
    role,
    title: row.title,
    url: row.url,
    buyer: buyerOf(row),
    provider: {
      id: row.providerId,
      username: row.providerUsername,
      name: displayNameOf({
        username: row.providerUsername,
        firstName: row.providerFirstName,
        lastName: row.providerLastName,
      }),
      profileImage: image(row.providerImage),
    },
    company: row.companyId !== null ? { id: row.companyId, name: row.companyName ?? '' } : null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sessions: heldSessions(row),
    durationHours: row.durationHours,
    proposedDates: row.proposedDates,
    participants: row.participants,
    price: {
      unitPriceMinor: row.unitPriceMinor,
      quantity: row.quantity,
      netMinor: row.netMinor,
      vatRateBasisPoints: row.vatRateBasisPoints,
      vatMinor: row.vatMinor,
      grossMinor: row.grossMinor,
      currency: row.currency,
    },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    actions: actionsFor(row, roles),
    canRecordAttendance: canRecordAttendance(row, roles),
  };
}

/** The company side is for its staff: the company the caller works in, and whether they run it. */
async function staffCompanyOf(db: Queryable, userId: number) {
  const membership = await findActiveMembership(db, userId);
  return membership
    ? { companyId: membership.companyId, isAdmin: isAdminRole(membership.userRole) }
    : null;
}

export async function listMyBookings(db: Database, userId: number, input: ListInput) {
  const staff = await staffCompanyOf(db, userId);
  const companyId = staff?.companyId ?? null;
  let side: BookingSide;
  if (input.side === 'company') {
    if (companyId === null) throw new AppError('not_company_member');
    side = { side: 'company', companyId };
  } else {
    side = { side: input.side, userId };
  }
  const awaitingState = awaitingStateOf[input.side];
  const state = input.awaiting ? awaitingState : input.state;
  const { rows, total } = await listBookings(db, {
    side,
    states:
      state !== undefined
        ? [state]
        : input.group !== undefined
          ? bookingStateGroups[input.group]
          : undefined,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const role = input.side === 'company' ? 'approver' : input.side;
  return {
    list: rows.map((row) => summaryOf(row, role, rolesOn(row, userId, staff))),
    total,
    awaitingMe: await countInState(db, side, awaitingState),
  };
}

/** A booking's page for a party: what every list shows, its people, history and thank-you. */
export async function getBookingDetail(
  db: Database,
  viewer: { userId: number; roles: readonly BookingRole[] },
  id: number,
) {
  const row = await findBookingRow(db, id);
  if (!row) throw new AppError('not_found');
  const { roles } = viewer;
  const role = (['buyer', 'provider', 'approver'] as const).find((each) => roles.includes(each));
  const [participants, history, thanks, reviewUntil, joinUrl] = await Promise.all([
    selectParticipants(db, [id]),
    selectStateHistory(db, machineOf(row.kind).name, id),
    findThanksOf(db, row),
    findReviewDeadline(db, id, viewer.userId),
    holdsSeats(row) ? findJoinUrl(db, row.eventId) : null,
  ]);
  return {
    ...summaryOf(row, role ?? 'participant', roles),
    delivery: row.delivery,
    location: row.location,
    message: row.message,
    joinUrl,
    participantsList: participants.map(attendanceOf),
    thanks: thanksOf(thanks),
    reviewUntil: reviewUntil?.toISOString() ?? null,
    history: history.map((entry) => ({
      transition: entry.transition,
      from: entry.from,
      to: entry.to,
      at: entry.at.toISOString(),
      by: entry.username === null ? null : displayNameOf(entry),
      reason: entry.reason,
    })),
  };
}
