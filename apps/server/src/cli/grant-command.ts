import { platformRoles, type PlatformRole } from '@app/contracts/access';
import { AppError } from '../lib/app-error.ts';
import { setPlatformRole } from '../modules/platform-staff/index.ts';
import { CliError, printerOf, type CliIo } from './cli-io.ts';
import { commandLineAuditor } from './command-line-auditor.ts';
import type { AdminCommand } from './command.ts';
import { openConfiguredDatabase, parseOptions, readToolConfig } from './configured-database.ts';
import { describeMigrations, migrateWithReport } from './migrations-report.ts';

const roles: readonly string[] = [...platformRoles, 'none'];

export const grantCommand: AdminCommand = {
  name: 'grant',
  summary: "change an account's platform role (operator, support or none)",
  help: `Usage: npm run admin -- grant --username <name> --role operator|support|none

Gives the account a platform role, or takes it away: an operator runs the whole console at /admin;
support reads, works the report queue and moderates (no plans, roles or money); none is an
ordinary account again. Platform roles are apart from company roles and from offering training,
and the console asks each of them for two-factor sign-in. The marketplace keeps at least one
operator. The change is recorded in the operators' audit as made from the command line.

The database is PostgreSQL at DATABASE_URL when that is set, else the embedded database in
DATA_DIR/pglite (stop the server first).`,
  async run(args: string[], io: CliIo): Promise<number> {
    const options = parseOptions({
      args,
      options: { username: { type: 'string' }, role: { type: 'string' } },
    });
    if (options.username === undefined || options.role === undefined) {
      throw new CliError('Both --username and --role are needed (see grant --help).', 2);
    }
    if (!roles.includes(options.role)) {
      throw new CliError(`--role is one of ${roles.join(', ')}, not "${options.role}".`, 2);
    }
    const role = options.role === 'none' ? null : (options.role as PlatformRole);
    const config = readToolConfig(io);
    const out = printerOf(io);
    const database = await openConfiguredDatabase(config);
    try {
      out.line(`Using ${database.description}.`);
      const migrations = await migrateWithReport(database.handle);
      if (migrations.applied.length > 0) out.line(describeMigrations(migrations));
      await setPlatformRole(database.handle.db, commandLineAuditor, {
        username: options.username,
        role,
        actorId: null,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') {
          throw new CliError(`No account is named "${options.username}".`);
        }
        throw error instanceof AppError ? new CliError(`Refused: ${error.message}.`) : error;
      });
      out.line(
        role
          ? `"${options.username}" is now ${role === 'operator' ? 'an operator' : 'support'}.`
          : `"${options.username}" has no platform role now.`,
      );
    } finally {
      await database.handle.close();
    }
    return 0;
  },
};
