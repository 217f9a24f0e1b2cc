// The embedded database's data folder, made ready on the database's own thread
// (embedded-worker.ts) before PGlite opens it.
import fs from 'node:fs';
import path from 'node:path';
import { parseTar } from 'nanotar';

const holdsNoDatabase = (folder: string) =>
  !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;

/**
 * The folder PGlite opens: one that holds no database yet starts from the build's template (when
 * there is one; otherwise PGlite creates the database itself), and one that holds a database is
 * left as it is.
 */
export function prepareDataFolder(folder: string, template: string | null): void {
  if (template && holdsNoDatabase(folder)) unpackTemplate(template, folder);
  else fs.mkdirSync(folder, { recursive: true });
}

/**
 * Writes the template's files into a folder that holds no database yet. Node writes them (about
 * 0.5 s here, half of it reading the tar) rather than PGlite's loadDataDir, which unpacks it in
 * WebAssembly and took 2.4 s of a new folder's start; the database's thread writes them while the
 * server's loads and builds the app. They are written beside the folder and renamed into place,
 * so a start that stops halfway leaves no half database: the next one starts again from the
 * template.
 */
function unpackTemplate(templateFile: string, folder: string): void {
  const partial = `${folder}.unpacking`;
  fs.rmSync(partial, { recursive: true, force: true }); // what a start that stopped left
  const made = new Set<string>();
  const folderFor = (file: string) => {
    const parent = path.dirname(file);
    if (!made.has(parent)) fs.mkdirSync(parent, { recursive: true });
    made.add(parent);
  };
  for (const entry of parseTar(fs.readFileSync(templateFile))) {
    // PGlite's dump names each file from the database folder's root: /PG_VERSION, /base/1/112…
    const target = path.join(partial, entry.name);
    if (!target.startsWith(partial + path.sep))
      throw new Error(`${entry.name}: outside the folder`);
    const mode = entry.attrs?.mode ? Number.parseInt(entry.attrs.mode, 8) : undefined;
    if (entry.type === 'directory') {
      fs.mkdirSync(target, { recursive: true, ...(mode ? { mode } : {}) });
      made.add(target);
    } else if (entry.type === 'file') {
      folderFor(target);
      fs.writeFileSync(target, entry.data ?? new Uint8Array(), mode ? { mode } : {});
    }
  }
  fs.rmSync(folder, { recursive: true, force: true }); // an empty folder, or none
  fs.renameSync(partial, folder);
}
