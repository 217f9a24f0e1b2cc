import fs from 'node:fs';
import { openPglite, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * An embedded database with every migration applied and what `prepare` adds (the build: the app's
 * job queues), dumped as an uncompressed tar (it loads faster than a compressed one) to `file`:
 * `npm run build` writes dist/embedded-database.tar with it (src/cli/embedded-template.ts), where
 * openDatabase finds it for a new data folder. Written aside and renamed, so a server starting
 * meanwhile never reads half a template. Returns its size.
 */
export async function writeEmbeddedTemplate(
  file: string,
  /** What the template holds besides the schema (the build: the app's job queues). */
  prepare: (handle: DatabaseHandle) => Promise<void>,
): Promise<number> {
  const handle = await openPglite(null);
  if (handle.driver !== 'pglite') throw new Error('unreachable');
  try {
    await runMigrations(handle);
    await prepare(handle);
    const dump = await handle.client.dumpDataDir('none');
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump.size;
  } finally {
    await handle.close();
  }
}
