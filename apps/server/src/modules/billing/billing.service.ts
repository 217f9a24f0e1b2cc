import {
  billingDetailsProblems,
  isBillingComplete,
  normalizeBillingDetails,
  type BillingDetails,
  type BillingDetailsInput,
} from '@app/contracts/billing';
import { defaultVatRateBasisPoints } from '@app/contracts/money';
import type { Database, Queryable } from '../../db/client.ts';
import { InputError } from '../../lib/app-error.ts';
import {
  billingPartyOf,
  findBillingDetails,
  type BillingDetailsRow,
} from './billing-details.repository.ts';
import { isAdminRole } from '../../shared/memberships.ts';
import {
  findActiveMembership,
  type ActiveMembership,
} from '../../shared/memberships.repository.ts';
import { claimCompanyVatId } from '../companies/index.ts';
import { findUserVatRate, updateUserVatRate, upsertBillingDetails } from './billing.repository.ts';
import { findCompanyName } from '../companies/index.ts';

/**
 * Billing details (docs/product.md, "Billing details and Billing"): a user's own and the active
 * company profile's. The rules are the contract's (`billingDetailsProblems`), the same the form
 * applies; a provider's VAT regime also sets the rate new bookings quote.
 */

type Caller = { id: number; serviceType: 'provider' | 'seeker' };

const ownerOfUser = (user: Caller): 'provider' | 'buyer' =>
  user.serviceType === 'provider' ? 'provider' : 'buyer';

function detailsOf(row: BillingDetailsRow | null): BillingDetails | null {
  if (!row) return null;
  // The party a document would keep, plus what only the details page shows.
  return {
    ...billingPartyOf(row, null),
    iban: row.iban,
    vatRegime: row.vatRegime,
    stampDutyCharged: row.stampDutyCharged,
  };
}

async function ownDetails(db: Database, user: Caller) {
  const owner = ownerOfUser(user);
  const details = detailsOf(await findBillingDetails(db, { userId: user.id }));
  return { owner, details, complete: isBillingComplete(details, owner) };
}

async function companyDetails(db: Database, membership: ActiveMembership) {
  const [row, name] = await Promise.all([
    findBillingDetails(db, { companyId: membership.companyId }),
    findCompanyName(db, membership.companyId),
  ]);
  const details = detailsOf(row);
  return {
    companyId: membership.companyId,
    name: name ?? '',
    details,
    complete: isBillingComplete(details, 'company'),
    canEdit: isAdminRole(membership.userRole),
  };
}

/** Whether a company profile's billing details are saved and pass today's rules. */
export async function isCompanyBillingComplete(db: Queryable, companyId: number) {
  return isBillingComplete(detailsOf(await findBillingDetails(db, { companyId })), 'company');
}

/** The caller's own details and, for company staff, the active company profile's. */
export async function getBillingDetails(db: Database, user: Caller) {
  const membership = await findActiveMembership(db, user.id);
  const [mine, company] = await Promise.all([
    ownDetails(db, user),
    membership ? companyDetails(db, membership) : null,
  ]);
  return { mine, company };
}

/** The input in canonical form, or the fields' problems as `invalid_input` (nothing saved). */
function checkedDetails(input: BillingDetailsInput, owner: 'company' | 'provider' | 'buyer') {
  const details = normalizeBillingDetails(input, owner);
  const problems = billingDetailsProblems(details, owner);
  if (Object.keys(problems).length > 0) {
    throw new InputError(
      Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [key]])),
    );
  }
  return details;
}

/**
 * Saves the caller's details. For a provider, the regime decides the rate new bookings quote:
 * a regime without VAT sets it to 0; standard restores 22 % if it was 0 (a rate the provider
 * chose themself is kept). Bookings already made keep their snapshot.
 */
export async function saveMyBillingDetails(db: Database, user: Caller, input: BillingDetailsInput) {
  const owner = ownerOfUser(user);
  const details = checkedDetails(input, owner);
  await db.transaction(async (tx) => {
    await upsertBillingDetails(tx, { userId: user.id }, details);
    if (owner !== 'provider') return;
    const rate = await findUserVatRate(tx, user.id);
    if (rate === null) return;
    if (details.vatRegime !== 'standard' && rate !== 0) {
      await updateUserVatRate(tx, user.id, rate, 0);
    } else if (details.vatRegime === 'standard' && rate === 0) {
      await updateUserVatRate(tx, user.id, 0, defaultVatRateBasisPoints);
    }
  });
  return ownDetails(db, user);
}

export async function saveCompanyBillingDetails(
  db: Database,
  membership: ActiveMembership,
  input: BillingDetailsInput,
) {
  const details = checkedDetails(input, 'company');
  // The VAT id identifies the company from now on: one held by another answers company_exists.
  await db.transaction(async (tx) => {
    await claimCompanyVatId(tx, membership.companyId, details.vatId);
    await upsertBillingDetails(tx, { companyId: membership.companyId }, details);
  });
  return companyDetails(db, membership);
}
