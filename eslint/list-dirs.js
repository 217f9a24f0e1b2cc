// @ts-check
import fs from 'node:fs';

/** The folder names directly under `path` (none when it does not exist). */
export const listDirs = (path) =>
  fs.existsSync(path)
    ? fs
        .readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
