import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Walks up from this file's folder until `predicate` accepts a folder. Works the same from
 * src/lib (under tsx or vitest) and from the bundled dist/server.js, which sit at different depths.
 */
export function findUp(predicate: (directory: string) => boolean, from = here()): string | null {
  let directory = from;
  for (;;) {
    if (predicate(directory)) return directory;
    const parent = path.dirname(directory);
    if (parent === directory) return null;
    directory = parent;
  }
}

function here(): string {
  return path.dirname(fileURLToPath(import.meta.url));
}

/** apps/server: the folder holding the server's package.json (and drizzle/). */
export function serverRoot(): string {
  const found = findUp((directory) => {
    const manifest = path.join(directory, 'package.json');
    if (!fs.existsSync(manifest)) return false;
    const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
    return parsed.name === '@app/server';
  });
  if (!found) throw new Error('Cannot locate the @app/server package folder');
  return found;
}

/** The monorepo root: the folder whose package.json declares workspaces. */
export function repositoryRoot(): string {
  return path.resolve(serverRoot(), '..', '..');
}

export function migrationsFolder(): string {
  return path.join(serverRoot(), 'drizzle');
}
