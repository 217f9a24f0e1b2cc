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
import type { JobQueue } from '../../lib/job-queue.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { selectCompanyAdminIds } from '../../shared/memberships.repository.ts';
import { verifyCurrentPassword } from '../accounts/index.ts';
import { billingChangeJobName, type BillingChangeEmailJob } from './billing-change-email.ts';
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

/**
 * What a change of billing details needs besides the database (issue 34): they say where money
 * goes and to whom invoices are addressed, so the account's password confirms the change, the
 * security log keeps it, and the people it concerns are e-mailed (billing-change-email.ts).
 */
export interface BillingChange {
  passwords: PasswordHasher;
  audit: Auditor;
  jobs: JobQueue;
  /** The caller's password, as typed. */
  password: string;
}

/** Details never saved, to compare a first save with: what the form starts from. */
const noDetails: Record<keyof BillingDetails, unknown> = {
  legalName: '',
  street: '',
  postalCode: '',
  city: '',
  province: null,
  country: '',
  vatId: null,
  taxCode: null,
  sdiCode: null,
  pec: null,
  email: null,
  iban: null,
  vatRegime: 'standard',
  stampDutyCharged: true,
};

/** The fields whose value a save changes, in the form's order. */
function changedFields(before: BillingDetails | null, after: BillingDetails): string[] {
  const previous: Record<string, unknown> = before ?? noDetails;
  return (Object.keys(noDetails) as Array<keyof BillingDetails>).filter(
    (field) => previous[field] !== after[field],
  );
}

/**
 * Writes the change in the security log and queues its e-mails, in the transaction that saves
 * it: to the account itself, or to every admin of the company (the one who changed it included,
 * since a session of theirs may be someone else's).
 */
async function recordChange(
  tx: Queryable,
  change: BillingChange,
  changed: {
    actorId: number;
    company: { id: number; name: string } | null;
    fields: string[];
    details: BillingDetails;
  },
) {
  const fields = changed.fields.join(',');
  const { company } = changed;
  if (company) {
    await change.audit.record(tx, 'company_billing_details_changed', {
      companyId: company.id,
      detail: { company: company.name, fields },
    });
  } else {
    await change.audit.record(tx, 'billing_details_changed', { detail: { fields } });
  }
  const recipients = company ? await selectCompanyAdminIds(tx, company.id) : [changed.actorId];
  const changedAt = new Date().toISOString();
  for (const recipientId of recipients) {
    const job: BillingChangeEmailJob = {
      recipientId,
      actorId: changed.actorId,
      companyName: company?.name ?? null,
      changedAt,
      fields: changed.fields,
      ibanEnd: changed.details.iban === null ? null : changed.details.iban.slice(-4),
    };
    await change.jobs.send(billingChangeJobName, job, { tx });
  }
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
export async function saveMyBillingDetails(
  db: Database,
  change: BillingChange,
  user: Caller,
  input: BillingDetailsInput,
) {
  const owner = ownerOfUser(user);
  const details = checkedDetails(input, owner);
  await verifyCurrentPassword(db, change.passwords, user.id, change.password);
  await db.transaction(async (tx) => {
    const fields = changedFields(
      detailsOf(await findBillingDetails(tx, { userId: user.id })),
      details,
    );
    await upsertBillingDetails(tx, { userId: user.id }, details);
    if (fields.length > 0) {
      await recordChange(tx, change, { actorId: user.id, company: null, fields, details });
    }
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
  change: BillingChange,
  caller: { userId: number; membership: ActiveMembership },
  input: BillingDetailsInput,
) {
  const { userId, membership } = caller;
  const details = checkedDetails(input, 'company');
  await verifyCurrentPassword(db, change.passwords, userId, change.password);
  // The VAT id identifies the company from now on: one held by another answers company_exists.
  await db.transaction(async (tx) => {
    const companyId = membership.companyId;
    const fields = changedFields(detailsOf(await findBillingDetails(tx, { companyId })), details);
    await claimCompanyVatId(tx, companyId, details.vatId);
    await upsertBillingDetails(tx, { companyId }, details);
    if (fields.length > 0) {
      const name = (await findCompanyName(tx, companyId)) ?? '';
      await recordChange(tx, change, {
        actorId: userId,
        company: { id: companyId, name },
        fields,
        details,
      });
    }
  });
  return companyDetails(db, membership);
}
