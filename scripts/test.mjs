// `npm test`: every check, each step timed. ESLint's typed pass runs on one core while the type
// check, the unit tests, the import rules and Prettier run one after another on the other (each is
// mostly one single-threaded process; side by side they only wait for a core); the server and
// browser suites run alone, as each uses both cores. At the end:
// each step's time, the slowest test files and browser tests, and every browser test that passed
// only on its retry (CI retries once), so a flaky test is seen rather than hidden by a green run.
// Exits with the first failing step's code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './builds.mjs';

const reports = path.join(root, 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

/**
 * The groups run one after another; a group's lanes run at the same time, and a lane's steps one
 * after another.
 */
const groups = [
  [
    // `npm run lint` in three parts: ESLint with type information but without the import rules,
    // the import rules alone (eslint/imports.js: they read every imported file again, so they pay
    // for a pass of their own on the other core), and Prettier.
    [
      {
        name: 'eslint',
        command: [
          'npx',
          'eslint',
          '.',
          '--max-warnings=0',
          ...['--rule', 'import/no-cycle: off', '--rule', 'import/no-restricted-paths: off'],
        ],
      },
    ],
    [
      { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
      { name: 'unit', command: ['npm', 'run', 'test:unit', '--', ...vitestReport('unit')] },
      {
        name: 'imports',
        command: [
          'npx',
          'eslint',
          '-c',
          'eslint/imports.js',
          '--no-inline-config',
          '--max-warnings=0',
          '.',
        ],
      },
      { name: 'prettier', command: ['npx', 'prettier', '--check', '.'] },
    ],
  ],
  [[{ name: 'server', command: ['npm', 'run', 'test:server', '--', ...vitestReport('server')] }]],
  [[{ name: 'e2e build', command: ['npm', 'run', 'build'], env: { PRECOMPRESS: 'fast' } }]],
  [[{ name: 'e2e', command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'] }]],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const timings = [];

/** Runs one step; alone, its output streams; beside others, it is printed whole when it ends. */
function run(step, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ms = Date.now() - started;
      if (!alone) {
        console.log(`\n── ${step.name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`test: ${step.name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
      timings.push({ name: step.name, ms, code: code ?? 1 });
      resolve(code ?? 1);
    });
  });
}

function readJson(file) {
  const full = path.join(reports, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
}

/** Vitest's JSON report: the slowest files (a file's tests share its set-up). */
function slowestFiles(report, count) {
  return (report?.testResults ?? [])
    .map((file) => ({
      name: path.relative(root, file.name),
      ms: (file.endTime ?? 0) - (file.startTime ?? 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

/** Playwright's JSON report, flattened to one entry per test and project. */
function browserTests(report) {
  const found = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        found.push({
          name: `[${test.projectName}] ${[...titles, spec.title].filter(Boolean).join(' › ')}`,
          ms: (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
          status: test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return found;
}

function summary(totalMs) {
  console.log('\ntest: summary');
  for (const step of timings) {
    console.log(
      `  ${step.name.padEnd(10)} ${seconds(step.ms).padStart(6)}${step.code ? '  FAILED' : ''}`,
    );
  }
  console.log(`  ${'total'.padEnd(10)} ${seconds(totalMs).padStart(6)}`);
  for (const [label, file] of [
    ['server', 'server.json'],
    ['unit', 'unit.json'],
  ]) {
    const slow = slowestFiles(readJson(file), 5);
    if (slow.length === 0) continue;
    console.log(`test: slowest ${label} test files`);
    for (const entry of slow) console.log(`  ${seconds(entry.ms).padStart(6)}  ${entry.name}`);
  }
  const browser = browserTests(readJson('e2e.json'));
  if (browser.length > 0) {
    console.log('test: slowest browser tests');
    for (const entry of [...browser].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      console.log(`  ${seconds(entry.ms).padStart(6)}  ${entry.name}`);
    }
    const flaky = browser.filter((entry) => entry.status === 'flaky');
    console.log(
      flaky.length === 0
        ? 'test: no browser test needed its retry'
        : `test: ${flaky.length} browser test(s) passed only on retry:`,
    );
    for (const entry of flaky) console.log(`  ${entry.name}`);
  }
}

const started = Date.now();
let failed = 0;
/** A lane's steps in order; the first failing step's code ends it. */
async function runLane(lane, alone) {
  for (const step of lane) {
    const code = await run(step, alone);
    if (code !== 0) return code;
  }
  return 0;
}

for (const group of groups) {
  const codes = await Promise.all(group.map((lane) => runLane(lane, group.length === 1)));
  failed = codes.find((code) => code !== 0) ?? 0;
  if (failed) break;
}
summary(Date.now() - started);
process.exit(failed);
