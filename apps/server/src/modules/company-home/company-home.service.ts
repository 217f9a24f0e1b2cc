import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isAdminRole } from '../../shared/memberships.ts';
import type { ActiveMembership } from '../../shared/memberships.repository.ts';
import { displayNameOf } from '../accounts/index.ts';
import {
  countAwaitingApproval,
  findCompanyGroup,
  selectGroupLocationsOf,
  selectLocationFigures,
  selectRecentActivity,
  selectUpcomingTrainings,
  findSetupFacts,
} from './company-home.repository.ts';
import { companySetupSteps, type CompanySetupStep } from '@app/contracts/actions/company-home';
import { isCompanyBillingComplete } from '../billing/index.ts';

/** docs/product.md, "Company dashboard home": the next five trainings, the last eight changes. */
export const UPCOMING_SHOWN = 5;
export const ACTIVITY_SHOWN = 8;
/** The most recently updated bookings whose changes the latest are picked from. */
const ACTIVITY_BOOKINGS = 20;

const personOf = (row: {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
}) => ({ username: row.username ?? '', name: displayNameOf(row) });

/**
 * A new company's first steps (docs/product.md, "A company's lifecycle"), each ticked from what
 * the company has: the admin's confirmed address, complete billing details, a second person on
 * the staff (or invited), an approval rule or a budget, an approved trainer, a booking.
 */
async function companySetup(db: Database, companyId: number, userId: number) {
  const [facts, billingComplete] = await Promise.all([
    findSetupFacts(db, companyId, userId),
    isCompanyBillingComplete(db, companyId),
  ]);
  const done: Record<CompanySetupStep, boolean> = {
    verifyEmail: facts.emailVerified,
    billingDetails: billingComplete,
    inviteManagers: facts.staffAndInvited > 1,
    approvalRules: facts.hasApprovalRules,
    approveTrainers: facts.hasTrainers,
    firstBooking: facts.hasBookings,
  };
  return companySetupSteps.map((step) => ({ step, done: done[step] }));
}

/**
 * The home of the company the caller works in. The consolidated rows cover only the locations of
 * the same group the caller belongs to (a super admin); with one location there are none.
 */
export async function getCompanyDashboard(
  db: Database,
  userId: number,
  membership: ActiveMembership,
  now = new Date(),
) {
  const companyId = membership.companyId;
  const company = await findCompanyGroup(db, companyId);
  if (!company) throw new AppError('not_company_member');
  const isAdmin = isAdminRole(membership.userRole);
  const [setup, awaitingApproval, upcoming, activity, locations] = await Promise.all([
    isAdmin ? companySetup(db, companyId, userId) : null,
    countAwaitingApproval(db, companyId),
    selectUpcomingTrainings(db, companyId, now, UPCOMING_SHOWN),
    selectRecentActivity(db, companyId, ACTIVITY_SHOWN, ACTIVITY_BOOKINGS),
    selectGroupLocationsOf(db, userId, company.groupId),
  ]);
  const figures =
    locations.length > 1
      ? await selectLocationFigures(
          db,
          locations.map((location) => location.id),
          now,
        )
      : [];
  const figuresOf = new Map(figures.map((row) => [row.id, row]));
  return {
    company: { id: company.id, name: company.name },
    isAdmin,
    awaitingApproval,
    setup,
    upcoming: upcoming.map((row) => ({
      bookingId: row.bookingId,
      title: row.title,
      startsAt: (row.startsAt ?? now).toISOString(),
      trainer: personOf(row.trainer),
      participants: row.participants,
      location: row.location,
    })),
    activity: activity.map((row) => ({
      id: row.id,
      bookingId: row.bookingId,
      title: row.title,
      transition: row.transition,
      toState: row.toState,
      actor: row.actor?.username ? personOf(row.actor) : null,
      at: row.at.toISOString(),
    })),
    locations:
      figures.length === 0
        ? []
        : locations.map((location) => {
            const row = figuresOf.get(location.id);
            return {
              id: location.id,
              name: location.name,
              isActive: location.id === companyId,
              people: Number(row?.people ?? 0),
              members: Number(row?.members ?? 0),
              upcoming: Number(row?.upcoming ?? 0),
              awaitingApproval: Number(row?.awaitingApproval ?? 0),
            };
          }),
  };
}
