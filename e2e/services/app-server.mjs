// The e2e web server: seeds the company pool (e2e/support/company-pool.ts, which says why it exists)
// into the run's fresh database, then starts the real server on it.
//
//   1. opens DATA_DIR's database and migrates it, with the server's own code (run from source);
//   2. seeds the demo accounts and companies first, as the server would: its seed adds the demo
//      companies only to a database without companies;
//   3. inserts the pool, every account with one password hash (second locations with billing
//      details);
//   4. closes the database and starts `node apps/server/dist/server.js` (or E2E_SERVER_COMMAND),
//      which seeds the demo catalogue as usual, and forwards SIGINT/SIGTERM to it.
//
// Takes the server's environment (DATA_DIR, PORT, ...).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { register } from 'tsx/esm/api';

register();
const server = (file) => import(path.resolve(import.meta.dirname, '../../apps/server/src', file));
const [{ loadConfig }, { openDatabase }, { runMigrations }, { seedDemoAccounts }, passwords] =
  await Promise.all([
    server('config/env.ts'),
    server('db/client.ts'),
    server('db/migrate.ts'),
    server('db/seed.ts'),
    server('lib/passwords.ts'),
  ]);
const { allCompanyPoolEntries, companyPoolPassword } = await import('../support/company-pool.ts');

/** Rows for json_to_recordset: one parameter per statement, however many rows (and fast). */
const rows = (list) => sql`${JSON.stringify(list)}::json`;

/**
 * Inserts the pool into the tables of apps/server/src/db/schema.ts, as the demo seed fills them
 * (apps/server/src/db/seed.ts). Set-based: a fraction of a second for the whole pool.
 */
async function seedCompanyPool(db, passwordHash) {
  const entries = allCompanyPoolEntries();
  const people = entries.flatMap((entry) => [entry.admin, entry.manager, entry.smeAdmin]);
  const pooled = entries.flatMap((entry) => [entry.company, entry.secondLocation, entry.sme]);
  const members = entries.flatMap(({ company, secondLocation, sme, admin, manager, smeAdmin }) => [
    { slug: company.slug, username: admin.username, role: 1 },
    { slug: secondLocation.slug, username: admin.username, role: 1 },
    { slug: company.slug, username: manager.username, role: 2 },
    { slug: sme.slug, username: smeAdmin.username, role: 1 },
  ]);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with created as (
        -- Established staff: their addresses are confirmed (issuing or approving money needs it).
        insert into users (
          username, email, password_hash, first_name, last_name, profile_type, email_verified_at)
        select username, email, ${passwordHash}, "firstName", "lastName", "profileType", now()
        from json_to_recordset(${rows(people)}) as p(
          username text, email text, "firstName" text, "lastName" text, "profileType" text)
        returning id
      )
      insert into user_settings (user_id) select id from created`);
    await tx.execute(sql`
      with created as (
        -- In the pool's order: an entry's first location gets the lower id, so it is its admin's
        -- first membership (the company they work in until they switch).
        insert into companies (slug, name, kind, country)
        select slug, name, kind, 'IT'
        from rows from (json_to_recordset(${rows(pooled)}) as (slug text, name text, kind text))
          with ordinality as c(slug, name, kind, position)
        order by position
        returning id, slug
      ),
      approved as (
        insert into company_trainers (company_id, email)
        select created.id, c."trainerEmail"
        from created join json_to_recordset(${rows(pooled)}) as c(slug text, "trainerEmail" text)
          using (slug)
      )
      insert into subscriptions (company_id, plan, end_date)
      select created.id, 'trial', now() + make_interval(days => c."trialDays")
      from created join json_to_recordset(${rows(pooled)}) as c(slug text, "trialDays" int)
        using (slug)`);
    // Each second location has its billing details (a purchase order needs them); the first
    // location has none, so the prompt to enter them can be tried there.
    await tx.execute(sql`
      insert into billing_details
        (company_id, legal_name, street, postal_code, city, province, country, vat_id, sdi_code)
      select companies.id, companies.name || ' S.r.l.', 'Via Dante 8', '20121', 'Milano', 'MI',
        'IT', 'IT' || lpad(companies.id::text, 11, '0'), '0000000'
      from json_to_recordset(${rows(entries.map((entry) => entry.secondLocation))}) as s(slug text)
      join companies using (slug)`);
    await tx.execute(sql`
      insert into company_members (company_id, user_id, user_role)
      select companies.id, users.id, m.role
      from json_to_recordset(${rows(members)}) as m(slug text, username text, role int)
      join companies on companies.slug = m.slug
      join users on users.username = m.username`);
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
      // A failed query's error holds every row: say only what went wrong.
      const reason = error.cause?.message ?? error.message;
      throw new Error(
        `Could not seed the company pool (e2e runs need a fresh DATA_DIR): ${reason}`,
      );
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
