import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3107);
/** Set E2E_BASE_URL to run against a server you started yourself (e.g. the Vite dev server). */
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

// Every run gets a fresh embedded database (migrated and seeded with the demo accounts). The
// config is evaluated in the runner and in each worker: create the folder once and share it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'skillvia-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['line']],
  outputDir: path.join(repoRoot, 'test-results'),
  use: {
    baseURL,
    headless: true,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node apps/server/dist/server.js',
        cwd: repoRoot,
        url: `${baseURL}/readyz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          DEFAULT_LANGUAGE: 'it',
          PRODUCT_NAME: 'Skillvia',
          LOG_LEVEL: 'warn',
        },
      },
});
