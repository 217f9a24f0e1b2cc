// The e2e web server: seeds the company pool (e2e/support/company-pool.ts, which says why it exists)
// into the run's fresh database, then starts the real server on it.
//
//   1. opens DATA_DIR's database and migrates it, with the server's own code (run from source);
//   2. seeds the demo accounts and companies first, as the server would: its seed adds the demo
//      companies only to a database without companies;
//   3. inserts the pool, every account with one password hash;
//   4. closes the database and starts `node apps/server/dist/server.js` (or E2E_SERVER_COMMAND),
//      which seeds the demo catalogue as usual, and forwards SIGINT/SIGTERM to it.
//
// Takes the server's environment (DATA_DIR, PORT, ...).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';

register();
const server = (file) => import(path.resolve(import.meta.dirname, '../../apps/server/src', file));
const [
  { loadConfig },
  { openDatabase },
  { runMigrations },
  { seedDemoAccounts },
  schema,
  passwords,
] = await Promise.all([
  server('config/env.ts'),
  server('db/client.ts'),
  server('db/migrate.ts'),
  server('db/seed.ts'),
  server('db/schema.ts'),
  server('lib/passwords.ts'),
]);
const { allCompanyPoolEntries, companyPoolPassword } = await import('../support/company-pool.ts');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts in slices, so that no statement has more parameters than PostgreSQL allows. */
async function insertAll(tx, table, rows, returning) {
  const inserted = [];
  for (let start = 0; start < rows.length; start += 2_000) {
    const query = tx.insert(table).values(rows.slice(start, start + 2_000));
    if (returning) inserted.push(...(await query.returning(returning)));
    else await query;
  }
  return inserted;
}

async function seedCompanyPool(db, passwordHash) {
  const { users, userSettings, companies, companyMembers, companyTrainers, subscriptions } = schema;
  const entries = allCompanyPoolEntries();
  await db.transaction(async (tx) => {
    const people = entries.flatMap((entry) => [entry.admin, entry.manager, entry.smeAdmin]);
    const userRows = await insertAll(
      tx,
      users,
      people.map(({ username, email, firstName, lastName, profileType }) => ({
        username,
        email,
        passwordHash,
        firstName,
        lastName,
        profileType,
      })),
      { id: users.id, username: users.username },
    );
    const userId = new Map(userRows.map((row) => [row.username, row.id]));
    await insertAll(
      tx,
      userSettings,
      userRows.map((row) => ({ userId: row.id })),
    );

    const pooled = entries.flatMap((entry) => [entry.company, entry.secondLocation, entry.sme]);
    const companyRows = await insertAll(
      tx,
      companies,
      pooled.map(({ slug, name, kind }) => ({ slug, name, kind, country: 'IT' })),
      { id: companies.id, slug: companies.slug },
    );
    const companyId = new Map(companyRows.map((row) => [row.slug, row.id]));
    const member = (company, user, userRole) => ({
      companyId: companyId.get(company.slug),
      userId: userId.get(user.username),
      userRole,
    });
    await insertAll(
      tx,
      companyMembers,
      entries.flatMap((entry) => [
        member(entry.company, entry.admin, 1),
        member(entry.secondLocation, entry.admin, 1),
        member(entry.company, entry.manager, 2),
        member(entry.sme, entry.smeAdmin, 1),
      ]),
    );
    await insertAll(
      tx,
      companyTrainers,
      pooled.map((company) => ({
        companyId: companyId.get(company.slug),
        email: company.trainerEmail,
      })),
    );
    const now = Date.now();
    await insertAll(
      tx,
      subscriptions,
      pooled.map((company) => ({
        companyId: companyId.get(company.slug),
        plan: 'trial',
        endDate: new Date(now + company.trialDays * DAY_MS),
      })),
    );
  });
  return entries.length;
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database);
  const hasher = passwords.createPasswordHasher();
  if (config.seedDemo) await seedDemoAccounts(database.db, hasher);
  const started = performance.now();
  const count = await seedCompanyPool(database.db, await hasher.hash(companyPoolPassword)).catch(
    (error) => {
      throw new Error('Could not seed the company pool: e2e runs need a fresh DATA_DIR', {
        cause: error,
      });
    },
  );
  console.warn(
    `e2e company pool: ${count} entries seeded in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await database.close();
}

const child = process.env.E2E_SERVER_COMMAND
  ? spawn(process.env.E2E_SERVER_COMMAND, { shell: true, stdio: 'inherit' })
  : spawn(
      process.execPath,
      [path.resolve(import.meta.dirname, '../../apps/server/dist/server.js')],
      { stdio: 'inherit' },
    );
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
