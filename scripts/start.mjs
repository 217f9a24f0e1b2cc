// `npm start`: build whatever is missing or older than its sources, then serve the product.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

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

function build(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contracts = at('packages', 'contracts', 'src');
if (
  isStale(at('apps', 'web', 'dist', 'index.html'), [
    at('apps', 'web', 'src'),
    at('apps', 'web', 'public'),
    at('apps', 'web', 'index.html'),
    contracts,
  ])
) {
  build('@app/web');
}
if (
  isStale(at('apps', 'server', 'dist', 'server.js'), [
    at('apps', 'server', 'src'),
    at('apps', 'server', 'drizzle'),
    contracts,
  ])
) {
  build('@app/server');
}

await import(pathToFileURL(at('apps', 'server', 'dist', 'server.js')).href);
