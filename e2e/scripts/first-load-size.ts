// Prints the JavaScript the home page loads at start, chunk by chunk, raw / gzip / Brotli.
// Usage: npm run build -w @app/web && node --import tsx e2e/scripts/first-load-size.ts [distDir]
import {
  defaultWebDistDir,
  firstLoadBudgetBytes,
  measureFirstLoad,
} from '../support/first-load.ts';

const distDir = process.argv[2] ?? process.env.E2E_WEB_DIST_DIR ?? defaultWebDistDir;
const { chunks, total } = measureFirstLoad(distDir);

const width = Math.max(5, ...chunks.map((chunk) => chunk.file.length));
const row = (name: string, ...columns: (number | string)[]) =>
  [name.padEnd(width), ...columns.map((column) => String(column).padStart(9))].join('  ');

console.log(`Home page start-up JavaScript in ${distDir}`);
console.log(row('chunk', 'raw', 'gzip', 'brotli'));
for (const chunk of chunks) console.log(row(chunk.file, chunk.raw, chunk.gzip, chunk.brotli));
console.log(row('total', total.raw, total.gzip, total.brotli));
console.log(
  `Brotli budget ${firstLoadBudgetBytes} bytes: ${total.brotli <= firstLoadBudgetBytes ? 'within' : 'over'} by ${Math.abs(firstLoadBudgetBytes - total.brotli)}`,
);
