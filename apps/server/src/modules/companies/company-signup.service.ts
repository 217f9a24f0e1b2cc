import { checkCompanyVatId } from '@app/contracts/companies';
import type { Database, Transaction } from '../../db/client.ts';
import { InputError } from '../../lib/app-error.ts';
import { createCompany } from './company-creation.ts';

/**
 * The two ways a company comes to be (docs/product.md, "A company's lifecycle"): signing up as a
 * company or SME (accounts' `join`, in the new account's transaction), and a signed-in person's
 * `createcompany` from /dashboard/c/add-company-profile.
 */

export interface CompanySignUp {
  name: string;
  country: string;
  kind: 'company' | 'sme';
  /** As typed (optional); checked and put in canonical form here. */
  vatId?: string | undefined;
}

function checkedVatId(signUp: CompanySignUp): string | null {
  const checked = checkCompanyVatId(signUp.vatId ?? '', signUp.country);
  if ('problem' in checked) throw new InputError({ vatId: [checked.problem] });
  return checked.vatId;
}

/** The new account's company, in the account's transaction (join with accountKind company or sme). */
export async function createSignUpCompany(
  tx: Transaction,
  userId: number,
  signUp: CompanySignUp,
  options: { trialDays: number },
): Promise<number> {
  return createCompany(
    tx,
    userId,
    { name: signUp.name, country: signUp.country, kind: signUp.kind, vatId: checkedVatId(signUp) },
    options,
  );
}

/** A signed-in person's new company; they are its admin and work in it from now on. */
export async function createOwnCompany(
  db: Database,
  userId: number,
  signUp: CompanySignUp,
  options: { trialDays: number },
): Promise<number> {
  return db.transaction((tx) => createSignUpCompany(tx, userId, signUp, options));
}
