import type { Database } from '../../db/client.ts';
import { isAdminRole, trialDaysLeft } from '../../shared/memberships.ts';
import {
  findActiveMembership,
  findCurrentSubscription,
  type ActiveMembership,
} from '../../shared/memberships.repository.ts';
import {
  findCompany,
  findMemberships,
  setActiveCompany,
  updateCompany,
  type CompanyChanges,
} from './companies.repository.ts';

/** The company the user works in and its subscription; both null for users of no company. */
export async function getLoginCompanyDetails(db: Database, userId: number, now = new Date()) {
  const active = await findActiveMembership(db, userId);
  const company = active ? await findCompany(db, active.companyId) : null;
  if (!active || !company) return { company: null, subscription: null };
  const subscription = await findCurrentSubscription(db, company.id);
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
  const [memberships, active] = await Promise.all([
    findMemberships(db, userId),
    findActiveMembership(db, userId),
  ]);
  return memberships
    .filter((membership) => isAdminRole(membership.userRole))
    .map(({ company }) => ({
      id: company.id,
      name: company.name,
      country: company.country,
      active: company.id === active?.companyId,
    }));
}

/** Works in another of one's companies from now on (the rule checked membership). */
export async function switchCompany(db: Database, userId: number, companyId: number) {
  await setActiveCompany(db, userId, companyId);
}

/**
 * Edits the company the caller works in (the rule checked they are its admin). Absent fields stay
 * as they are; a field sent empty is cleared (null).
 */
export async function updateActiveCompany(
  db: Database,
  membership: ActiveMembership,
  changes: CompanyChanges,
) {
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as CompanyChanges;
  await updateCompany(db, membership.companyId, defined);
}
