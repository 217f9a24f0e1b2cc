import { CliError, printerOf, type CliIo } from './cli-io.ts';
import type { AdminCommand } from './command.ts';
import { createAdminCommand } from './create-admin-command.ts';
import { grantCommand } from './grant-command.ts';
import { migrateCommand } from './migrate-command.ts';
import { moveCommand } from './move/move-command.ts';

const commands: readonly AdminCommand[] = [
  migrateCommand,
  createAdminCommand,
  grantCommand,
  moveCommand,
];

export const overallHelp = `Usage: npm run admin -- <command> [options]

Commands:
${commands.map((command) => `  ${command.name.padEnd(14)}${command.summary}`).join('\n')}

"npm run admin -- <command> --help" says what a command does and which options it takes.
The commands read the server's own variables: DATABASE_URL (PostgreSQL), else the embedded
database in DATA_DIR (default ./data), and S3_* for the uploads' bucket (README, "Configuration").`;

const isHelp = (argument: string | undefined) =>
  argument === '--help' || argument === '-h' || argument === 'help';

/**
 * `npm run admin -- <command> ...` (apps/server/src/cli/admin.ts calls this): the exit code, 0 on
 * success, 1 when refused or failed, 2 when the command line is wrong. Errors the operator can act
 * on are printed as sentences; anything else with its stack, as a bug.
 */
export async function runAdmin(argv: readonly string[], io: CliIo): Promise<number> {
  const out = printerOf(io);
  const [name, ...args] = argv;
  if (name === undefined || isHelp(name)) {
    out.line(overallHelp);
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    out.problem(`Unknown command "${name}".\n`);
    out.problem(overallHelp);
    return 2;
  }
  if (args.some(isHelp)) {
    out.line(command.help);
    return 0;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof CliError) {
      out.problem(error.message);
      return error.exitCode;
    }
    out.problem(
      `${command.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return 1;
  }
}
