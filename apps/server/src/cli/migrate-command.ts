import { printerOf, type CliIo } from './cli-io.ts';
import type { AdminCommand } from './command.ts';
import { openConfiguredDatabase, parseOptions, readToolConfig } from './configured-database.ts';
import { describeMigrations, migrateWithReport } from './migrations-report.ts';

export const migrateCommand: AdminCommand = {
  name: 'migrate',
  summary: 'apply the database migrations to the configured database',
  help: `Usage: npm run admin -- migrate

Applies the migrations this version carries (apps/server/drizzle) that the database does not have
yet, with the server's own migration code, and creates the job queue's tables (schema pgboss) when
they are missing; then says which ones it applied. Running it again applies nothing.

The database is PostgreSQL at DATABASE_URL when that is set, else the embedded database in
DATA_DIR/pglite (DATA_DIR defaults to ./data). On the embedded database, stop the server first:
it refuses while the database is open. Servers also migrate when they start; this command is for
migrating ahead of them, e.g. before a rolling upgrade.`,
  async run(args: string[], io: CliIo): Promise<number> {
    parseOptions({ args, options: {} });
    const out = printerOf(io);
    const config = readToolConfig(io);
    const database = await openConfiguredDatabase(config);
    try {
      out.line(`Migrating ${database.description}.`);
      out.line(describeMigrations(await migrateWithReport(database.handle)));
    } finally {
      await database.handle.close();
    }
    return 0;
  },
};
