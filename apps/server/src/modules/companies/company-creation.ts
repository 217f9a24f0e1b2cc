import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { findFreeSlug } from '../../lib/slugs.ts';
import { companies } from '../../db/schema.ts';
import {
  findCompanyByVatKey,
  insertCompany,
  insertFirstAdmin,
  insertTrial,
  setCompanyVatKey,
} from './company-creation.repository.ts';

/**
 * A company's creation (docs/product.md, "A company's lifecycle"): the company with its first
 * location (the profile itself), the person as its admin (userRole 1; SME admin for an SME), and
 * the free trial, all in the caller's transaction, so an account and its company are made
 * together or not at all (join), or a signed-in person's company (createcompany).
 *
 * One company per VAT id: a VAT id already held answers `company_exists` with that company. Two
 * creations of one VAT id at the same moment both pass the look-up; the unique index lets one
 * through and the other answers `company_exists` too. Two companies of one name get free slugs
 * (`acme`, `acme-2`): the insert runs in a savepoint and retries on a slug taken meanwhile.
 */

export interface NewCompany {
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  kind: 'company' | 'sme';
  /** In canonical form (normalizeVatId), or null when given later. */
  vatId: string | null;
}

const SLUG_ATTEMPTS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

async function companyExists(tx: Transaction, vatId: string): Promise<AppError> {
  const holder = await findCompanyByVatKey(tx, vatId);
  return new AppError('company_exists', undefined, holder ? { company: holder } : {});
}

export async function createCompany(
  tx: Transaction,
  userId: number,
  company: NewCompany,
  options: { trialDays: number; now?: Date },
): Promise<number> {
  if (company.vatId !== null && (await findCompanyByVatKey(tx, company.vatId))) {
    throw await companyExists(tx, company.vatId);
  }
  let companyId: number | null = null;
  for (let attempt = 1; companyId === null; attempt += 1) {
    try {
      companyId = await tx.transaction(async (savepoint) => {
        const slug = await findFreeSlug(savepoint, companies, companies.slug, company.name);
        return insertCompany(savepoint, { ...company, slug });
      });
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'companies_vat_key' && company.vatId !== null) {
        throw await companyExists(tx, company.vatId);
      }
      if (constraint !== 'companies_slug_lower_key' || attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
  await insertFirstAdmin(tx, companyId, userId);
  const now = options.now ?? new Date();
  await insertTrial(tx, companyId, new Date(now.getTime() + options.trialDays * DAY_MS));
  return companyId;
}

/**
 * A company's VAT id given later (its billing details, in the caller's transaction): from then on
 * it identifies the company, and one another company holds answers `company_exists`.
 */
export async function claimCompanyVatId(
  tx: Transaction,
  companyId: number,
  vatId: string | null,
): Promise<void> {
  if (vatId === null) return;
  try {
    await tx.transaction((savepoint) => setCompanyVatKey(savepoint, companyId, vatId));
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'companies_vat_key')
      throw await companyExists(tx, vatId);
    throw error;
  }
}
