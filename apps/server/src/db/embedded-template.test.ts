import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appQueues, createAppQueues } from '../events/registry.ts';
import { migrationsFolder } from '../lib/paths.ts';
import { openDatabase } from './client.ts';
import { writeEmbeddedTemplate } from './embedded-template.ts';
import { runMigrations } from './migrate.ts';
import { users } from './schema.ts';

// The build's template of the embedded database (dist/embedded-database.tar): made as the build
// makes it, here in a folder of the test's own.
let folder: string;
let template: string;
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-template-'));
  template = path.join(folder, 'embedded-database.tar');
  await writeEmbeddedTemplate(template, createAppQueues);
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const migrationCount = () =>
  fs.readdirSync(migrationsFolder()).filter((name) => name.endsWith('.sql')).length;

describe('a new embedded database', () => {
  it('starts from the template with every migration applied, and keeps what is written', async () => {
    const dataDir = path.join(folder, 'new');
    const opened = await openDatabase({ databaseUrl: null, dataDir }, template);
    const applied = await opened.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    expect(applied[0]?.count).toBe(migrationCount());
    // The job queues are there: a start on it creates none.
    const queues = await opened.db.select({ name: sql<string>`name` }).from(sql`pgboss.queue`);
    expect(queues.map((row) => row.name).sort()).toEqual(
      appQueues()
        .map((queue) => queue.name)
        .sort(),
    );
    await runMigrations(opened); // nothing left to apply
    await opened.db
      .insert(users)
      .values({ username: 'kept_user', email: 'kept@example.com', firstName: 'Kept' });
    await opened.close();

    const again = await openDatabase({ databaseUrl: null, dataDir }, template);
    const rows = await again.db.select({ username: users.username }).from(users);
    expect(rows).toEqual([{ username: 'kept_user' }]);
    await again.close();
  });

  it('is never replaced by the template once it exists', async () => {
    const dataDir = path.join(folder, 'existing');
    const first = await openDatabase({ databaseUrl: null, dataDir }, template);
    await first.db
      .insert(users)
      .values({ username: 'first_user', email: 'first@example.com', firstName: 'First' });
    await first.close();
    const again = await openDatabase({ databaseUrl: null, dataDir }, template);
    expect(await again.db.select({ username: users.username }).from(users)).toEqual([
      { username: 'first_user' },
    ]);
    await again.close();
  });

  it('starts again from the template after a start that stopped while unpacking it', async () => {
    const dataDir = path.join(folder, 'interrupted');
    // What a start that stopped halfway leaves: part of the files, beside the database's folder.
    fs.mkdirSync(path.join(dataDir, 'pglite.unpacking', 'base'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite.unpacking', 'PG_VERSION'), '17');
    const opened = await openDatabase({ databaseUrl: null, dataDir }, template);
    const applied = await opened.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    expect(applied[0]?.count).toBe(migrationCount());
    await opened.close();
    expect(fs.readdirSync(dataDir)).toEqual(['pglite']);
  });
});
