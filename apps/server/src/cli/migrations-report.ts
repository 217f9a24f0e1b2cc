import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { jobSchema } from '../lib/job-queue.ts';
import { migrationsFolder } from '../lib/paths.ts';

interface JournalEntry {
  tag: string;
  /** drizzle's folderMillis: what its migrations table records as created_at. */
  when: number;
}

/** The migrations this build carries, oldest first (drizzle/meta/_journal.json). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** When drizzle applied the newest migration it recorded; null on a database it never touched. */
export async function lastAppliedMigration(handle: DatabaseHandle): Promise<number | null> {
  const [table] = rowsOf<{ name: string | null }>(
    await handle.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return null;
  const [row] = rowsOf<{ last: string | null }>(
    await handle.db.execute(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  return row?.last ? Number(row.last) : null;
}

async function hasJobSchema(handle: DatabaseHandle): Promise<boolean> {
  const [row] = rowsOf<{ name: string | null }>(
    await handle.db.execute(sql`select to_regclass(${`${jobSchema}.version`})::text as name`),
  );
  return Boolean(row?.name);
}

export interface MigrationReport {
  /** The migrations this run applied, by name. */
  applied: string[];
  /** The newest migration the database now has. */
  current: string | null;
  /** Whether this run created the job queue's tables (schema `pgboss`). */
  createdJobSchema: boolean;
}

/** Applies what is pending with the app's own migration code, and says what that was. */
export async function migrateWithReport(handle: DatabaseHandle): Promise<MigrationReport> {
  const known = knownMigrations();
  const lastBefore = await lastAppliedMigration(handle);
  const hadJobSchema = await hasJobSchema(handle);
  await runMigrations(handle);
  const lastAfter = await lastAppliedMigration(handle);
  return {
    applied: known
      .filter((entry) => lastBefore === null || entry.when > lastBefore)
      .map((entry) => entry.tag),
    current: known.findLast((entry) => lastAfter !== null && entry.when <= lastAfter)?.tag ?? null,
    createdJobSchema: !hadJobSchema,
  };
}

/** The report in words, one line. */
export function describeMigrations(report: MigrationReport): string {
  const jobs = report.createdJobSchema ? " The job queue's tables were created." : '';
  if (report.applied.length === 0) {
    return `Nothing to apply: the database is already at ${report.current ?? 'no migration'}.${jobs}`;
  }
  const count = report.applied.length === 1 ? '1 migration' : `${report.applied.length} migrations`;
  const names =
    report.applied.length <= 3
      ? report.applied.join(', ')
      : `${report.applied[0]} to ${report.applied.at(-1)}`;
  return `Applied ${count} (${names}); the database is now at ${report.current ?? 'no migration'}.${jobs}`;
}
