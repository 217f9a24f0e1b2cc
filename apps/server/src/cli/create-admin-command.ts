import { z } from 'zod';
import { validationMessages, type ValidationMessageKey } from '@app/contracts/messages';
import { emailSchema, passwordSchema, usernameSchema } from '@app/contracts/validation';
import { AppError } from '../lib/app-error.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import { createOperatorAccount } from '../modules/accounts/index.ts';
import { grantOperatorOnCreation } from '../modules/platform-staff/index.ts';
import { commandLineAuditor } from './command-line-auditor.ts';
import { CliError, printerOf, type CliIo } from './cli-io.ts';
import type { AdminCommand } from './command.ts';
import { openConfiguredDatabase, parseOptions, readToolConfig } from './configured-database.ts';
import { describeMigrations, migrateWithReport } from './migrations-report.ts';
import { readNewPassword } from './password-input.ts';

/** The registration form's own rules (packages/contracts), for what the command line gives. */
const accountSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});

/** "email: Enter valid email" for each field a rule refused, in the product's English words. */
function problemsOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const text = Object.hasOwn(validationMessages, issue.message)
        ? validationMessages[issue.message as ValidationMessageKey]
        : issue.message;
      return `${issue.path.join('.')}: ${text}`;
    })
    .join('\n');
}

export const createAdminCommand: AdminCommand = {
  name: 'create-admin',
  summary: 'create the first operator account',
  help: `Usage: npm run admin -- create-admin --email <address> --username <name>

Creates an account that can sign in at once: its e-mail address counts as verified, and the
registration's rules apply (the username's and the address's format, reserved names, the
password's length, common passwords). It refuses, and changes nothing, when the username or the
e-mail address already belongs to an account.

The password is never an option (the command line is visible to other users of the machine):
  - in a terminal, the command asks for it twice and does not show what you type;
  - otherwise it reads the first line of standard input, for scripts:
      printf '%s\\n' "$PASSWORD" | npm run admin -- create-admin --email ops@example.com --username operator

The database is PostgreSQL at DATABASE_URL when that is set, else the embedded database in
DATA_DIR/pglite (stop the server first). Pending migrations are applied first, so this may run on
a new installation before its first start.

The account is an operator (the platform role that runs the marketplace's console at /admin; see
the grant command). The console asks for two-factor sign-in: set it up in the account's settings
after the first sign-in. No welcome notification or e-mail is sent.`,
  async run(args: string[], io: CliIo): Promise<number> {
    const options = parseOptions({
      args,
      options: { email: { type: 'string' }, username: { type: 'string' } },
    });
    if (options.email === undefined || options.username === undefined) {
      throw new CliError('Both --email and --username are needed (see create-admin --help).', 2);
    }
    const named = accountSchema
      .pick({ username: true, email: true })
      .safeParse({ username: options.username, email: options.email });
    if (!named.success) throw new CliError(problemsOf(named.error));
    const config = readToolConfig(io);
    const password = await readNewPassword(io);
    const account = accountSchema.safeParse({ ...named.data, password });
    if (!account.success) throw new CliError(problemsOf(account.error));

    const out = printerOf(io);
    const database = await openConfiguredDatabase(config);
    try {
      out.line(`Using ${database.description}.`);
      const migrations = await migrateWithReport(database.handle);
      if (migrations.applied.length > 0) out.line(describeMigrations(migrations));
      const userId = await createOperatorAccount(
        database.handle.db,
        createPasswordHasher(),
        account.data,
        (tx, created) => grantOperatorOnCreation(tx, commandLineAuditor, created),
      ).catch((error: unknown) => {
        // A refusal (a name taken or reserved, a common password) in the product's words.
        throw error instanceof AppError ? new CliError(`Refused: ${error.message}.`) : error;
      });
      out.line(
        `Created the operator "${account.data.username}" <${account.data.email}> (user ${userId}), ` +
          'its address verified. It can sign in now; the console at /admin asks it to set up ' +
          'two-factor sign-in first.',
      );
    } finally {
      await database.handle.close();
    }
    return 0;
  },
};
