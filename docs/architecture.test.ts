// docs/ARCHITECTURE.md is the map a newcomer reads first; this keeps it true. Every server module,
// every web feature and everything in either shared home must be named (`name`) in its section's
// table, and the tables name nothing that no longer exists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const architecture = fs.readFileSync(path.join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');

/** The text of one `### heading` section, up to the next heading. */
function section(heading: string): string {
  const start = architecture.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`docs/ARCHITECTURE.md has no "### ${heading}" section`);
  const rest = architecture.slice(start + heading.length + 6);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The names in the first column of a section's table: `a`, `b` → ['a', 'b']. */
function firstColumnNames(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

function entries(folder: string, keep: (entry: fs.Dirent) => boolean): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter(keep)
    .map((entry) => entry.name)
    .sort();
}
const folders = (entry: fs.Dirent) => entry.isDirectory();
const sourceFiles = (entry: fs.Dirent) =>
  entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);

const maps = [
  { heading: 'Server modules', folder: 'apps/server/src/modules', keep: folders },
  { heading: 'Web features', folder: 'apps/web/src/features', keep: folders },
  { heading: 'The server shared home', folder: 'apps/server/src/shared', keep: sourceFiles },
  { heading: 'The web shared home', folder: 'apps/web/src/shared', keep: folders },
];

describe('docs/ARCHITECTURE.md', () => {
  for (const { heading, folder, keep } of maps) {
    it(`names every entry of ${folder}, and nothing else, under "${heading}"`, () => {
      const named = firstColumnNames(section(heading));
      const present = entries(folder, keep);
      expect(
        present.filter((name) => !named.includes(name)),
        `missing from "${heading}"`,
      ).toEqual([]);
      expect(
        named.filter((name) => !present.includes(name)),
        `named under "${heading}" but not in ${folder}`,
      ).toEqual([]);
    });
  }
});
