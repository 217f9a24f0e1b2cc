// After `vite build`: writes file.br (Brotli, best quality) and file.gz (gzip -9) beside every
// built text asset over 1 KB, so the server sends them as they are (@fastify/static's
// preCompressed, apps/server/src/plugins/static.ts) and never compresses a script per request.
// index.html is left out: the server fills it per request and compresses it then. Source maps are
// left out too: only developer tools fetch them.
// PRECOMPRESS=fast (the test builds) takes Brotli quality 5 and gzip level 6: the same files and
// headers in a few seconds instead of most of a minute, a little larger; production builds keep
// the best quality.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const distDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const minimumBytes = 1024;
const fast = process.env.PRECOMPRESS === 'fast';
const brotliQuality = fast ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
const gzipLevel = fast ? 6 : 9;

async function* filesIn(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    // Dot folders are never served (.vite's manifest, .ssr's server build).
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesIn(file);
    } else yield file;
  }
}

let original = 0;
let compressed = 0;
let count = 0;
for await (const file of filesIn(distDir)) {
  if (!compressible.test(file) || path.basename(file) === 'index.html') continue;
  if ((await stat(file)).size < minimumBytes) continue;
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: gzipLevel }),
  ]);
  // A compressed copy that saves nothing is not worth a request header's negotiation.
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
  original += bytes.length;
  compressed += br.length;
  count += 1;
}
console.log(
  `precompress${fast ? ' (fast)' : ''}: ${count} files, ${Math.round(original / 1024)} KB → ${Math.round(compressed / 1024)} KB (Brotli)`,
);
