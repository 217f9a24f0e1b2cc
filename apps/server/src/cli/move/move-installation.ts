import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/client.ts';
import { createS3Storage, folderStorageOf, type S3StorageOptions } from '../../lib/storage.ts';
import {
  CliError,
  formatBytes,
  formatCount,
  formatSeconds,
  withoutPassword,
  type Printer,
} from '../cli-io.ts';
import {
  embeddedDatabaseOf,
  fingerprintFolder,
  refuseEmbeddedDatabaseInUse,
  snapshotEmbeddedDatabase,
} from '../embedded-data.ts';
import {
  describeMigrations,
  lastAppliedMigration,
  migrateWithReport,
} from '../migrations-report.ts';
import { readTables, type Table } from './catalogue.ts';
import { pgliteSession, postgresSession, textSettings, type SqlSession } from './sql-session.ts';
import { compareTables, differingSequences, formatComparisons } from './table-checks.ts';
import { copyTables } from './table-copy.ts';
import { refuseOtherEncoding, refuseTargetWithData, schemaDifferences } from './target-checks.ts';
import { copyUploads } from './upload-copy.ts';

export interface MoveOptions {
  /** The embedded installation: DATA_DIR, with pglite/ and uploads/. */
  dataDir: string;
  /** The new, empty PostgreSQL database. */
  targetUrl: string;
  /** The bucket for uploads; null leaves them in DATA_DIR/uploads. */
  s3: S3StorageOptions | null;
  /** Rows per statement. */
  batchSize: number;
}

const elapsedSince = (started: number) => formatSeconds(Date.now() - started);

/** The source: a private copy of the embedded database, migrated to this version like the target. */
async function openSource(options: MoveOptions, out: Printer) {
  const started = Date.now();
  const snapshot = await snapshotEmbeddedDatabase(options.dataDir);
  try {
    const copied = await fingerprintFolder(snapshot.folder);
    const handle = await openPglite(snapshot.folder);
    if (handle.driver !== 'pglite') throw new Error('unreachable');
    const session = pgliteSession(handle.client);
    await session.run(textSettings);
    const migrations = await migrateWithReport(handle);
    out.line(
      `1. Read the embedded database: copied its ${formatBytes(copied.bytes)} to ${snapshot.folder} ` +
        `and opened the copy (${elapsedSince(started)}). ${describeMigrations(migrations)}`,
    );
    return { handle, session, snapshot };
  } catch (error) {
    await snapshot.remove();
    throw error;
  }
}

async function prepareTarget(options: MoveOptions, target: SqlSession, out: Printer) {
  const started = Date.now();
  await refuseOtherEncoding(target);
  const handle = openPostgres(options.targetUrl, 1);
  let migrations;
  try {
    migrations = await migrateWithReport(handle);
  } finally {
    await handle.close();
  }
  const tables = await readTables(target);
  await refuseTargetWithData(target, tables);
  out.line(
    `2. Prepared PostgreSQL: ${describeMigrations(migrations)} It holds no data yet (${elapsedSince(started)}).`,
  );
  return tables;
}

async function moveUploads(options: MoveOptions, out: Printer): Promise<string[]> {
  if (!options.s3) {
    out.line('3. Uploads: left in the data folder (--keep-uploads).');
    return [];
  }
  const started = Date.now();
  out.line(`3. Copying the uploads to the bucket "${options.s3.bucket}"...`);
  const result = await copyUploads(folderStorageOf(options.dataDir), createS3Storage(options.s3), {
    copied: (done, total, bytes) =>
      out.line(`   ${formatCount(done)} of ${formatCount(total)} files (${formatBytes(bytes)})`),
  });
  out.line(
    `   ${formatCount(result.objects)} files (${formatBytes(result.bytes)}) copied in ` +
      `${elapsedSince(started)}; each read back from the bucket: ` +
      (result.problems.length === 0
        ? 'size and SHA-256 equal.'
        : `${result.problems.length} DIFFERENT.`),
  );
  if (result.othersInTarget > 0) {
    out.line(
      `   The bucket already held ${formatCount(result.othersInTarget)} other files; they were left as they were.`,
    );
  }
  for (const problem of result.problems.slice(0, 20)) out.problem(`   ${problem}`);
  return result.problems;
}

async function moveTables(
  source: SqlSession,
  target: SqlSession,
  tables: readonly Table[],
  options: MoveOptions,
  out: Printer,
) {
  const started = Date.now();
  out.line(`4. Copying ${tables.length} tables into PostgreSQL, in one transaction...`);
  await target.run('BEGIN');
  try {
    const result = await copyTables(source, target, tables, {
      batchSize: options.batchSize,
      progress: {
        tableCopied: (table, rows, milliseconds) =>
          out.line(
            `   ${table}: ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'} (${formatSeconds(milliseconds)})`,
          ),
      },
    });
    await target.run('COMMIT');
    out.line(
      `   Committed ${formatCount(result.rows)} rows of ${result.tables} tables and set ` +
        `${result.sequences} sequences in ${elapsedSince(started)}.`,
    );
  } catch (error) {
    await target.run('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Counts and checksums of every table on both sides, the sequences and the migrations. */
async function verify(
  source: { session: SqlSession; handle: DatabaseHandle },
  target: SqlSession,
  options: MoveOptions,
  tables: readonly Table[],
  out: Printer,
): Promise<boolean> {
  const started = Date.now();
  out.line('5. Checking: row counts and checksums of every table, on both sides.');
  const comparisons = await compareTables(source.session, target, tables);
  for (const line of formatComparisons(comparisons)) out.line(`   ${line}`);
  const different = comparisons.filter((comparison) => !comparison.isEqual);
  const sequences = await differingSequences(source.session, target);
  for (const problem of sequences) out.problem(`   sequence ${problem}`);
  const targetHandle = openPostgres(options.targetUrl, 1);
  const sameMigrations =
    (await lastAppliedMigration(source.handle)) ===
    (await lastAppliedMigration(targetHandle).finally(() => targetHandle.close()));
  if (!sameMigrations) out.problem('   The two databases are not at the same migration.');
  const rows = comparisons.reduce((sum, comparison) => sum + comparison.source.rows, 0);
  out.line(
    different.length === 0
      ? `   All ${comparisons.length} tables equal (${formatCount(rows)} rows), sequences equal (${elapsedSince(started)}).`
      : `   ${different.length} of ${comparisons.length} tables DIFFERENT: ${different.map((comparison) => comparison.table).join(', ')}.`,
  );
  return different.length === 0 && sequences.length === 0 && sameMigrations;
}

function describeDestination(options: MoveOptions): string {
  const database = `PostgreSQL at ${withoutPassword(options.targetUrl)}`;
  if (!options.s3) return `${database} (uploads stay in ${options.dataDir}/uploads)`;
  const where = options.s3.endpoint ? ` at ${options.s3.endpoint}` : '';
  return `${database} and the bucket "${options.s3.bucket}"${where}`;
}

/**
 * Moves an embedded installation (PGlite and DATA_DIR/uploads) into a new PostgreSQL database and
 * a bucket, then checks both against the source. The data folder is only ever read; its
 * fingerprint before and after must be equal. Resolves to whether everything checked equal.
 */
export async function moveInstallation(options: MoveOptions, out: Printer): Promise<boolean> {
  const started = Date.now();
  if (!fs.existsSync(embeddedDatabaseOf(options.dataDir))) {
    throw new CliError(
      `There is no embedded database in ${embeddedDatabaseOf(options.dataDir)}: set DATA_DIR (or --from) to the installation's data folder.`,
    );
  }
  await refuseEmbeddedDatabaseInUse(options.dataDir);
  const before = await fingerprintFolder(options.dataDir);
  out.line(
    `Moving the embedded installation in ${options.dataDir} to ${describeDestination(options)}.`,
  );
  out.line(
    `The data folder (${formatCount(before.files)} files, ${formatBytes(before.bytes)}) is only read: its database is copied aside and the copy is opened.`,
  );

  const source = await openSource(options, out);
  // Ctrl-C: the copy goes too (the target's open transaction ends with its connection).
  const onInterrupt = () => {
    fs.rmSync(path.dirname(source.snapshot.folder), { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', onInterrupt);
  const client = new pg.Client({ connectionString: options.targetUrl });
  // A lost connection fails the statement in flight (and so the move); the event must not also
  // end the process before the cleanup below.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const target = postgresSession(client);
    await target.run(textSettings);

    const tables = await prepareTarget(options, target, out);
    const differences = schemaDifferences(await readTables(source.session), tables);
    if (differences.length > 0) {
      throw new CliError(
        `The two databases' tables differ, so nothing was copied: ${differences.join('; ')}.`,
      );
    }
    const uploadProblems = await moveUploads(options, out);
    await moveTables(source.session, target, tables, options, out);
    const isEqual = await verify(source, target, options, tables, out);

    const after = await fingerprintFolder(options.dataDir);
    const untouched = after.digest === before.digest;
    out.line(
      untouched
        ? `6. The data folder ${options.dataDir} is unchanged (the names, sizes and times of its ${formatCount(after.files)} files).`
        : `6. The data folder ${options.dataDir} CHANGED during the move: was a server started on it?`,
    );
    const succeeded = isEqual && uploadProblems.length === 0 && untouched;
    out.line(
      succeeded
        ? `Done in ${elapsedSince(started)}. Start the servers with DATABASE_URL${options.s3 ? ' and S3_BUCKET (with its endpoint and keys)' : ''} set: README, "Moving from the embedded database".`
        : `Finished in ${elapsedSince(started)} WITH DIFFERENCES (above): do not switch to the new database yet.`,
    );
    return succeeded;
  } finally {
    process.off('SIGINT', onInterrupt);
    await client.end().catch(() => undefined);
    await source.handle.close().catch(() => undefined);
    await source.snapshot.remove();
  }
}
