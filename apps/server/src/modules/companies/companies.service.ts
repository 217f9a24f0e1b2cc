import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findActiveCompanyId,
  findLatestSubscription,
  findMemberships,
  isMember,
  setActiveCompany,
  updateCompany,
  type CompanyChanges,
  type Membership,
} from './companies.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** userRole 1 is the company's (or SME's) admin; anything else is a manager. */
export const ADMIN_ROLE = 1;

/** Days until the end date, rounded up, never negative (decisions.md). */
export function trialDaysLeft(endDate: Date, now: Date): number {
  return Math.max(0, Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The membership the user works in: the stored active company while they still belong to it,
 * otherwise their first membership; null for users of no company.
 */
export function pickActiveMembership(
  memberships: readonly Membership[],
  activeCompanyId: number | null,
): Membership | null {
  return (
    memberships.find((membership) => membership.company.id === activeCompanyId) ??
    memberships[0] ??
    null
  );
}

async function loadActiveMembership(db: Database, userId: number) {
  const [memberships, activeCompanyId] = await Promise.all([
    findMemberships(db, userId),
    findActiveCompanyId(db, userId),
  ]);
  return { memberships, active: pickActiveMembership(memberships, activeCompanyId) };
}

export async function getLoginCompanyDetails(db: Database, userId: number, now = new Date()) {
  const { active } = await loadActiveMembership(db, userId);
  if (!active) return { company: null, subscription: null };
  const { company } = active;
  const subscription = await findLatestSubscription(db, company.id);
  return {
    company: {
      id: company.id,
      slug: company.slug,
      name: company.name,
      kind: company.kind,
      logo: company.logo
        ? { original: company.logo.original, thumb90: company.logo.thumb90 }
        : null,
      country: company.country,
      userRole: active.userRole,
      industry: company.industry,
      website: company.website,
      description: company.description,
      vatNumber: company.vatNumber,
      address: company.address,
    },
    subscription: subscription
      ? {
          plan: subscription.plan,
          end_date: subscription.endDate.toISOString(),
          trialDaysLeft: trialDaysLeft(subscription.endDate, now),
        }
      : null,
  };
}

/** The company profiles the user administers; `active` marks the one they work in now. */
export async function listAdministeredCompanies(db: Database, userId: number) {
  const { memberships, active } = await loadActiveMembership(db, userId);
  return memberships
    .filter((membership) => membership.userRole === ADMIN_ROLE)
    .map(({ company }) => ({
      id: company.id,
      name: company.name,
      country: company.country,
      active: company.id === active?.company.id,
    }));
}

export async function switchCompany(db: Database, userId: number, companyId: number) {
  if (!(await isMember(db, userId, companyId))) throw new AppError('not_company_member');
  await setActiveCompany(db, userId, companyId);
}

/** Edits the company the user works in; only its admin may. */
export async function updateActiveCompany(db: Database, userId: number, changes: CompanyChanges) {
  const { active } = await loadActiveMembership(db, userId);
  if (!active) throw new AppError('not_company_member');
  if (active.userRole !== ADMIN_ROLE) throw new AppError('forbidden');
  // Absent fields stay as they are; a field sent empty is cleared (null).
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as CompanyChanges;
  await updateCompany(db, active.company.id, defined);
}
