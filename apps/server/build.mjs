import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundle src/server.ts and the admin command, src/cli/admin.ts (each with @app/contracts), into
// dist/server.js and dist/admin.js; runtime packages stay external.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    admin: new URL('./src/cli/admin.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // As the web build's (apps/web/vite.config.ts): source maps only when asked for, SOURCEMAP=1.
  sourcemap: process.env.SOURCEMAP === '1' || process.env.SOURCEMAP === 'true',
  external: Object.keys(manifest.dependencies ?? {}),
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
