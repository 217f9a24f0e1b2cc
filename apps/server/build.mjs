import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundle src/server.ts, the admin command (src/cli/admin.ts) and the embedded database's template
// maker (src/cli/embedded-template.ts), each with @app/contracts, into dist/; runtime packages
// stay external. Then make the template: a new embedded database starts from it (db/client.ts).
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

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
