import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CliError } from './cli-io.ts';

/** The embedded database's folder in a data folder (client.ts's openDatabase). */
export const embeddedDatabaseOf = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * PGlite writes `postmaster.pid` while a process has the database open and removes it when that
 * process closes it. Two processes on one folder would corrupt it, and a copy taken while a server
 * writes is not a consistent database: the commands wait for the server to stop.
 */
export async function refuseEmbeddedDatabaseInUse(dataDir: string): Promise<void> {
  const lock = path.join(embeddedDatabaseOf(dataDir), 'postmaster.pid');
  if (await fs.stat(lock).catch(() => null)) {
    throw new CliError(
      `The embedded database in ${embeddedDatabaseOf(dataDir)} is in use (its postmaster.pid ` +
        'exists). Stop the server first. If no server runs (it was killed), start it once and ' +
        'stop it with Ctrl-C or SIGTERM, which closes the database cleanly.',
    );
  }
}

export interface FolderFingerprint {
  files: number;
  bytes: number;
  /** SHA-256 over every file's relative path, size and modification time. */
  digest: string;
}

/**
 * What a folder holds, by name, size and modification time: cheap enough to take before and after
 * a move of any size, and any write in between changes it. (The tests hash the contents too.)
 */
export async function fingerprintFolder(folder: string): Promise<FolderFingerprint> {
  const hash = crypto.createHash('sha256');
  let files = 0;
  let bytes = 0;
  const visit = async (directory: string, prefix: string): Promise<void> => {
    const entries = await fs.readdir(directory, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(directory, entry.name);
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) {
        hash.update(`d ${relative}\n`);
        await visit(full, `${relative}/`);
      } else {
        const stat = await fs.lstat(full);
        files += 1;
        bytes += stat.size;
        hash.update(`f ${relative} ${stat.size} ${stat.mtimeMs}\n`);
      }
    }
  };
  await visit(folder, '');
  return { files, bytes, digest: hash.digest('hex') };
}

export interface EmbeddedSnapshot {
  /** A private copy of the embedded database's folder, for PGlite to open and change at will. */
  folder: string;
  remove(): Promise<void>;
}

/**
 * Copies the embedded database's folder aside. Opening a PGlite folder writes to it (its lock file,
 * its startup and checkpoint), so the move reads this copy and never opens the original. The
 * original's fingerprint before and after the copy must be equal: nothing wrote meanwhile.
 */
export async function snapshotEmbeddedDatabase(dataDir: string): Promise<EmbeddedSnapshot> {
  const original = embeddedDatabaseOf(dataDir);
  const before = await fingerprintFolder(original);
  const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'skillvia-move-'));
  const folder = path.join(parent, 'pglite');
  const remove = () => fs.rm(parent, { recursive: true, force: true });
  try {
    await fs.cp(original, folder, { recursive: true, preserveTimestamps: true });
    const after = await fingerprintFolder(original);
    if (after.digest !== before.digest) {
      throw new CliError(
        `The embedded database in ${original} changed while it was being copied: a server is ` +
          'still using it. Stop the server and run the command again.',
      );
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { folder, remove };
}
