import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import {
  findCompanyById,
  findCompanyBySlugOrId,
  findTrainerApproval,
  hasJoinedCompany,
  markTrainerJoined,
} from './company-join.repository.ts';

export type CompanyKind = 'company' | 'sme';

/** The company behind an invitation link, as the join dialog shows it. */
export async function describeInvitation(db: Database, reference: string) {
  const company = await findCompanyBySlugOrId(db, reference.trim());
  if (!company) throw new AppError('company_not_found');
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    kind: company.kind,
    logo: company.logo ? { original: company.logo.original, thumb90: company.logo.thumb90 } : null,
    country: company.country,
  };
}

export interface Invitation {
  companyId: number;
  /** Only companies of this kind (joinCompany: 'company', joinSMECompany: 'sme'); any when absent. */
  kind?: CompanyKind;
}

async function findInvitingCompany(db: Database, invitation: Invitation) {
  const company = await findCompanyById(db, invitation.companyId);
  if (!company || (invitation.kind && company.kind !== invitation.kind)) {
    throw new AppError('company_not_found');
  }
  return company;
}

/**
 * Checks, before an account is created, that the company approved this e-mail address and that
 * nobody joined with it yet; the join itself waits until the address is confirmed.
 */
export async function checkInvitationForNewAccount(
  db: Database,
  invitation: Invitation,
  email: string,
): Promise<void> {
  await findInvitingCompany(db, invitation);
  const approval = await findTrainerApproval(db, invitation.companyId, email);
  if (!approval) throw new AppError('not_approved_provider');
  if (approval.status === 'joined') throw new AppError('already_joined');
}

/** A signed-in training provider joins a company that approved their e-mail address. */
export async function joinCompanyAsTrainer(
  db: Database,
  user: SessionUser,
  invitation: Required<Invitation>,
): Promise<void> {
  await findInvitingCompany(db, invitation);
  if (await hasJoinedCompany(db, invitation.companyId, user.id)) {
    throw new AppError('already_joined');
  }
  const approval = await findTrainerApproval(db, invitation.companyId, user.email);
  if (!approval || user.serviceType !== 'provider') throw new AppError('not_approved_provider');
  // The approval names an address: only its proven owner may take it.
  if (!user.emailVerified) throw new AppError('email_not_verified');
  if (approval.status === 'joined' || !(await markTrainerJoined(db, approval.id, user.id))) {
    throw new AppError('already_joined');
  }
}
