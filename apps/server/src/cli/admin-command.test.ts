import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openPglite, type DatabaseHandle } from '../db/client.ts';
import { runAdminCommand } from '../test/admin-cli.ts';
import { testConfig, testPasswordCost, testPasswords, TestClient } from '../test/app.ts';

/**
 * `npm run admin` on an embedded installation of its own (a data folder in the temp folder): the
 * commands' help, `migrate`, `create-admin` and the refusals of `move` that need no PostgreSQL.
 * The move itself is cli/move/move.postgres.test.ts.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-test-'));
const env = { DATA_DIR: dataDir };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

async function withEmbeddedDatabase<Result>(work: (handle: DatabaseHandle) => Promise<Result>) {
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

describe('help', () => {
  it('lists the commands, and says what each one does', async () => {
    const bare = await runAdminCommand([]);
    expect(bare.exitCode).toBe(2);
    expect(bare.stdout).toMatch(/migrate[\s\S]*create-admin[\s\S]*move/);
    expect((await runAdminCommand(['--help'])).exitCode).toBe(0);
    for (const command of ['migrate', 'create-admin', 'move']) {
      const help = await runAdminCommand([command, '--help']);
      expect(help.exitCode).toBe(0);
      expect(help.stdout).toContain(`Usage: npm run admin -- ${command}`);
    }
    expect((await runAdminCommand(['create-admin', '--help'])).stdout).toMatch(/standard input/);
  });

  it('refuses an unknown command or option as a usage error', async () => {
    const unknown = await runAdminCommand(['migrat']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "migrat"');
    const option = await runAdminCommand(['migrate', '--force'], { env });
    expect(option.exitCode).toBe(2);
    expect(option.stderr).toMatch(/--force/);
  });
});

describe('migrate', () => {
  it('migrates a new embedded database, then has nothing to apply', async () => {
    const first = await runAdminCommand(['migrate'], { env });
    expect(first.stderr).toBe('');
    expect(first.exitCode).toBe(0);
    expect(first.stdout).toContain(`Migrating the embedded database in ${dataDir}`);
    expect(first.stdout).toMatch(/Applied \d+ migrations \(0000_pg_trgm to \d{4}_\w+\)/);
    expect(first.stdout).toContain("The job queue's tables were created.");

    const again = await runAdminCommand(['migrate'], { env });
    expect(again.exitCode).toBe(0);
    expect(again.stdout).toMatch(/Nothing to apply: the database is already at \d{4}_\w+\./);
  });

  it('refuses while a server has the embedded database open', async () => {
    await withEmbeddedDatabase(async () => {
      const refused = await runAdminCommand(['migrate'], { env });
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toContain('is in use');
    });
  });
});

describe('create-admin', () => {
  const account = ['--email', 'Ops@Example.com', '--username', 'operator1'];

  it('creates a verified account from a piped password, which signs in', async () => {
    const created = await runAdminCommand(['create-admin', ...account], {
      env,
      stdin: 'Operator-pass-7\n',
    });
    expect(created.stderr).toBe('');
    expect(created.exitCode).toBe(0);
    expect(created.stdout).toMatch(
      /Created the operator "operator1" <Ops@Example\.com> \(user \d+\)/,
    );

    await withEmbeddedDatabase(async (handle) => {
      const [user] = rowsOf<{ verified: boolean; hash: string; role: string }>(
        await handle.db.execute(
          sql`select email_verified_at is not null as verified, password_hash as hash, platform_role as role from users where username = 'operator1'`,
        ),
      );
      expect(user?.verified).toBe(true);
      expect(user?.role).toBe('operator');
      expect(await testPasswords.verify(user?.hash ?? '', 'Operator-pass-7')).toBe(true);

      const app = await buildApp({
        config: testConfig({ dataDir }),
        database: handle,
        logger: false,
        passwordCost: testPasswordCost,
      });
      try {
        const client = new TestClient(app);
        expect((await client.login('operator1', 'Operator-pass-7')).json()).toMatchObject({
          status: true,
        });
      } finally {
        await app.close();
      }
    });
  });

  it('refuses, in the product words, a name or an address that is taken', async () => {
    const sameName = await runAdminCommand(
      ['create-admin', '--email', 'other@example.com', '--username', 'Operator1'],
      { env, stdin: 'Operator-pass-7\n' },
    );
    expect(sameName.exitCode).toBe(1);
    expect(sameName.stderr).toContain('Refused: This username already exists.');

    const sameAddress = await runAdminCommand(
      ['create-admin', '--email', 'ops@example.COM', '--username', 'operator2'],
      { env, stdin: 'Operator-pass-7\n' },
    );
    expect(sameAddress.exitCode).toBe(1);
    expect(sameAddress.stderr).toContain('Refused: This email already exists.');
  });

  it("applies the registration's rules to the name, the address and the password", async () => {
    const attempt = (args: string[], stdin?: string) =>
      runAdminCommand(['create-admin', ...args], { env, stdin });
    const badAddress = await attempt(
      ['--email', 'nope', '--username', 'operator3'],
      'Pass-word-9\n',
    );
    expect(badAddress.stderr).toContain('email: Enter valid email');
    const shortName = await attempt(
      ['--email', 'a@example.com', '--username', 'op'],
      'Pass-word-9\n',
    );
    expect(shortName.stderr).toContain('username: Username must be 5 to 20 characters');
    const reserved = await attempt(
      ['--email', 'a@example.com', '--username', 'admin'],
      'Pass-word-9\n',
    );
    expect(reserved.stderr).toContain('This username is reserved');
    const common = await attempt(
      ['--email', 'a@example.com', '--username', 'operator3'],
      '123456\n',
    );
    expect(common.stderr).toContain('This password is too common');
    const short = await attempt(['--email', 'a@example.com', '--username', 'operator3'], 'abc\n');
    expect(short.stderr).toContain('password: Password should contain min 6 chars');
    const none = await attempt(['--email', 'a@example.com', '--username', 'operator3']);
    expect(none.stderr).toContain('No password on standard input');
    for (const run of [badAddress, shortName, reserved, common, short, none]) {
      expect(run.exitCode).toBe(1);
    }
    const missing = await attempt(['--username', 'operator3']);
    expect(missing.exitCode).toBe(2);

    await withEmbeddedDatabase(async (handle) => {
      const [row] = rowsOf<{ count: number }>(
        await handle.db.execute(sql`select count(*)::int as count from users`),
      );
      expect(row?.count).toBe(1);
    });
  });
});

describe('grant', () => {
  it("changes an account's platform role, keeps one operator, and records each change", async () => {
    // create-admin (above) made operator1, the only operator.
    const lastOne = await runAdminCommand(['grant', '--username', 'operator1', '--role', 'none'], {
      env,
    });
    expect(lastOne.exitCode).toBe(1);
    expect(lastOne.stderr).toContain('Refused: The marketplace needs at least one operator');

    const made = await runAdminCommand(
      ['create-admin', '--email', 'helper@example.com', '--username', 'helper1'],
      { env, stdin: 'Operator-pass-7\n' },
    );
    expect(made.exitCode).toBe(0);
    const support = await runAdminCommand(['grant', '--username', 'Helper1', '--role', 'support'], {
      env,
    });
    expect(support.stderr).toBe('');
    expect(support.stdout).toContain('"Helper1" is now support.');
    const unknown = await runAdminCommand(['grant', '--username', 'nobody99', '--role', 'none'], {
      env,
    });
    expect(unknown.stderr).toContain('No account is named "nobody99"');
    const badRole = await runAdminCommand(['grant', '--username', 'helper1', '--role', 'root'], {
      env,
    });
    expect(badRole.exitCode).toBe(2);

    await withEmbeddedDatabase(async (handle) => {
      const rows = rowsOf<{ role: string; actor: number | null; agent: string }>(
        await handle.db.execute(
          sql`select a.detail->>'role' as role, a.actor_id as actor, a.user_agent as agent from audit_events a join users u on u.id = a.user_id where u.username = 'helper1' and a.kind = 'platform_role_changed' order by a.id`,
        ),
      );
      expect(rows).toEqual([
        { role: 'operator', actor: null, agent: 'npm run admin' },
        { role: 'support', actor: null, agent: 'npm run admin' },
      ]);
    });
  });
});

describe('move, before any PostgreSQL is reached', () => {
  const to = ['--to', 'postgres://nobody@127.0.0.1:1/none'];

  it('asks for a target and for where the uploads go', async () => {
    const noTarget = await runAdminCommand(['move'], { env });
    expect(noTarget.exitCode).toBe(2);
    expect(noTarget.stderr).toContain('--to');
    const noBucket = await runAdminCommand(['move', ...to], { env });
    expect(noBucket.exitCode).toBe(2);
    expect(noBucket.stderr).toContain('--keep-uploads');
    const notPostgres = await runAdminCommand(['move', '--to', 'mysql://x/y', '--keep-uploads'], {
      env,
    });
    expect(notPostgres.exitCode).toBe(2);
  });

  it('refuses a folder without an embedded database, and one in use', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-empty-'));
    try {
      const missing = await runAdminCommand(['move', ...to, '--keep-uploads', '--from', empty]);
      expect(missing.exitCode).toBe(1);
      expect(missing.stderr).toContain('There is no embedded database');
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
    await withEmbeddedDatabase(async () => {
      const inUse = await runAdminCommand(['move', ...to, '--keep-uploads'], { env });
      expect(inUse.exitCode).toBe(1);
      expect(inUse.stderr).toContain('is in use');
    });
  });
});
