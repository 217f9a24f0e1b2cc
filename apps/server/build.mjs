import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// Bundle src/server.ts, the admin command (src/cli/admin.ts) and the embedded database's template
// maker (src/cli/embedded-template.ts), each with @app/contracts, into dist/; runtime packages
// stay external. Then make the template: a new embedded database starts from it (db/client.ts).
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// Chunks are named by their content: the last build's go first, so none is left behind.
const dist = new URL('./dist/', import.meta.url);
for (const name of existsSync(dist) ? readdirSync(dist, { withFileTypes: true }) : []) {
  if (name.isFile() && /^chunk-.*\.js(\.map)?$/.test(name.name)) rmSync(new URL(name.name, dist));
}

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    admin: new URL('./src/cli/admin.ts', import.meta.url).pathname,
    'embedded-template': new URL('./src/cli/embedded-template.ts', import.meta.url).pathname,
    // The embedded database's thread (src/db/embedded-client.ts finds it beside server.js).
    'embedded-worker': new URL('./src/db/embedded-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  // Chunks shared by the entries, and the ones an entry imports later (server.ts loads the app's
  // modules while the database opens), beside the entries: code that finds files relative to
  // its own (the embedded worker, the server's folders) sits at the same depth in each.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // As the web build's (apps/web/vite.config.ts): source maps only when asked for, SOURCEMAP=1.
  sourcemap: process.env.SOURCEMAP === '1' || process.env.SOURCEMAP === 'true',
  // drizzle-orm is bundled: loaded from node_modules, each of its hundred-odd modules made Node
  // read its package.json (179 KB, 447 exports) again, about half a second and 80 MiB of memory
  // that stayed with the process.
  external: Object.keys(manifest.dependencies ?? {}).filter((name) => name !== 'drizzle-orm'),
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

const template = spawnSync(
  process.execPath,
  [new URL('./dist/embedded-template.js', import.meta.url).pathname],
  { stdio: 'inherit' },
);
if (template.status !== 0) process.exit(template.status ?? 1);
