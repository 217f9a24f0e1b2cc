/**
 * Companies for the e2e tests, seeded into each run's fresh database before the server starts
 * (e2e/services/app-server.mjs). The pool exists because no product action creates a company, adds
 * a manager or approves a trainer's e-mail yet; once the company-dashboard issue adds invitations,
 * tests can make their companies through the product, as they make their users.
 *
 * Every test that needs companies gets an entry of its own (the `companies` fixture), so no test
 * sees what another changed. Worker w hands out entries w * perWorker ... (w + 1) * perWorker - 1,
 * one per test, and fails loudly when its range is used up: parallel workers and the new worker
 * that runs a retry never share an entry. Names start with `e2epool`/`e2e-pool`, which no demo
 * account or company uses.
 *
 * Plain TypeScript without imports: the server wrapper loads this file too.
 */

/** The password of every pool account (hashed once by the wrapper). */
export const companyPoolPassword = 'Pool-2026-ok';

/** Worker indices 0..workers-1, each with perWorker entries. */
export const companyPoolSize = { workers: 16, perWorker: 40 } as const;

export interface PoolUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Company admins have a company profile, like the demo's; others an individual one. */
  profileType: 'individual' | 'company';
}

export interface PoolCompany {
  slug: string;
  name: string;
  kind: 'company' | 'sme';
  /** An e-mail address the company approved for a trainer; nobody has joined with it yet. */
  trainerEmail: string;
  trialDays: number;
}

export interface CompanyPoolEntry {
  /**
   * A company (kind company) whose admin also runs `secondLocation`: a multi-location super admin.
   * The second location has billing details (services/app-server.mjs), the first none.
   */
  company: PoolCompany;
  secondLocation: PoolCompany;
  sme: PoolCompany;
  /** Admin (userRole 1) of `company` and `secondLocation`. */
  admin: PoolUser;
  /** Manager (userRole 2) of `company`. */
  manager: PoolUser;
  /** Admin of `sme`. */
  smeAdmin: PoolUser;
}

export function companyPoolEntry(index: number): CompanyPoolEntry {
  const number = String(index).padStart(4, '0');
  const user = (role: string, lastName: string, profileType: PoolUser['profileType']) => ({
    username: `e2epool${number}_${role}`,
    email: `e2epool${number}.${role}@example.com`,
    password: companyPoolPassword,
    firstName: 'Pool',
    lastName: `${lastName} ${number}`,
    profileType,
  });
  const company = (suffix: string, name: string, kind: PoolCompany['kind'], trialDays: number) => {
    const slug = `e2e-pool-${number}${suffix}`;
    return { slug, name, kind, trainerEmail: `trainer.${slug}@example.com`, trialDays };
  };
  return {
    company: company('', `Pool ${number} S.p.A. – Milano`, 'company', 14),
    secondLocation: company('-roma', `Pool ${number} S.p.A. – Roma`, 'company', 14),
    sme: company('-sme', `Officine Pool ${number} S.r.l.`, 'sme', 30),
    admin: user('admin', 'Admin', 'company'),
    manager: user('manager', 'Manager', 'individual'),
    smeAdmin: user('sme', 'Sme', 'company'),
  };
}

export function allCompanyPoolEntries(): CompanyPoolEntry[] {
  const count = companyPoolSize.workers * companyPoolSize.perWorker;
  return Array.from({ length: count }, (_, index) => companyPoolEntry(index));
}

/** The `taken`-th entry (from 0) of worker `workerIndex`'s range. */
export function companyPoolEntryOf(workerIndex: number, taken: number): CompanyPoolEntry {
  const { workers, perWorker } = companyPoolSize;
  if (workerIndex >= workers || taken >= perWorker) {
    throw new Error(
      `The company pool has no entry left for worker ${workerIndex} (test ${taken + 1} of the ` +
        `worker): raise companyPoolSize in e2e/support/company-pool.ts.`,
    );
  }
  return companyPoolEntry(workerIndex * perWorker + taken);
}
