import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundle src/server.ts (and @app/contracts) into dist/server.js; runtime packages stay external.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...Object.keys(manifest.dependencies ?? {}), 'pino-pretty'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
