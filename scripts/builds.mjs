// What `npm start` and `npm run admin` share: build a workspace when its output is missing or
// older than its sources (a fresh clone after `npm ci`, or a change since the last build).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const at = (...parts) => path.join(root, ...parts);

function newestChange(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function isStale(output, sources) {
  return !fs.existsSync(output) || fs.statSync(output).mtimeMs < newestChange(sources);
}

// The build's own listing (every chunk and its size) is for whoever runs `npm run build`; here
// one line says what was built and how long it took, and a failure prints the build's output.
function build(workspace) {
  console.log(`Building ${workspace} (sources changed since the last build)…`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`Building ${workspace} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`Built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const contracts = at('packages', 'contracts', 'src');

export function buildWebIfStale() {
  const sources = [
    at('apps', 'web', 'src'),
    at('apps', 'web', 'public'),
    at('apps', 'web', 'index.html'),
  ];
  if (isStale(at('apps', 'web', 'dist', 'index.html'), [...sources, contracts])) build('@app/web');
}

/** `output` is one of the server build's files: dist/server.js or dist/admin.js (built together). */
export function buildServerIfStale(output) {
  const sources = [at('apps', 'server', 'src'), at('apps', 'server', 'drizzle'), contracts];
  if (isStale(at('apps', 'server', 'dist', output), sources)) build('@app/server');
}
