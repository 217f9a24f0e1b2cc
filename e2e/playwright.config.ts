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
/** The local OpenID Connect provider (services/oidc-provider.mjs) that plays Google for the app. */
const oidcPort = port + 10;
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const oidcClient = { id: 'skillvia-e2e', secret: 'skillvia-e2e-secret' };

// Every run gets a fresh embedded database (migrated and seeded with the demo data and the tests'
// company pool, see services/app-server.mjs). The config is evaluated in the runner and in each
// worker: create the folder once and share it.
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

// Every flow runs once, at one width in one language: the specs alternate, in name order, between
// desktop in Italian and phone in English (the language follows the width, see forEachLanguage and
// languageByWidth), so both stay covered across the suite at half the runs. Specs whose subject is
// the layout at each width, the keyboard, accessibility or navigation run in both projects (so
// does a company's sign-up, the product's front door, asked at both widths), as do
// the specs that pick a language per block (@lang-it / @lang-en).
const atBothWidths = [
  'accessibility',
  'company-signup',
  'first-load',
  'footer',
  'header',
  'keyboard',
  'layout',
  'links',
  'routes',
  'server-render',
].map((name) => `${name}.spec.ts`);
const flowSpecs = fs
  .readdirSync(path.join(repoRoot, 'e2e', 'tests'))
  .filter((file) => file.endsWith('.spec.ts') && !atBothWidths.includes(file))
  .sort();
const desktopOnly = flowSpecs.filter((_, index) => index % 2 === 0);
const mobileOnly = flowSpecs.filter((_, index) => index % 2 === 1);
const specPaths = (files: string[]) => files.map((file) => `**/${file}`);

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A long flow (two people, a dozen pages) takes 15 to 20 s on a quiet machine and passed 30 s on
  // a loaded one (bookings, server-render); the limit catches a hang, not a slow machine.
  timeout: 60_000,
  // A lazy page's first paint on a loaded two-core machine (two workers, server, browsers) can
  // pass 5 s; an assertion waits for it, never longer than it needs.
  expect: { timeout: 10_000 },
  // The JSON report is what `npm test` reads for its slowest tests and the tests that passed only
  // on retry (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-reports', 'e2e.json') }]],
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
      grepInvert: /@lang-en/,
      testIgnore: specPaths(mobileOnly),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: 'mobile',
      grepInvert: /@lang-it/,
      testIgnore: specPaths(desktopOnly),
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
    : [
        {
          // Seeds the company pool, then starts `node apps/server/dist/server.js` on the same data.
          // E2E_SERVER_COMMAND (the server it starts) / E2E_WEB_DIST_DIR let parallel work serve
          // its own build.
          command: 'node e2e/services/app-server.mjs',
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
            // Every absolute address the server writes (social sign-in's return, e-mailed links,
            // canonical addresses) is this one, never the request's Host (lib/public-url.ts).
            PUBLIC_URL: baseURL,
            DEFAULT_LANGUAGE: 'it',
            PRODUCT_NAME: 'Skillvia',
            LOG_LEVEL: 'warn',
            LOG_FORMAT: 'json',
            SOCIAL_GOOGLE_ISSUER: oidcIssuer,
            SOCIAL_GOOGLE_CLIENT_ID: oidcClient.id,
            SOCIAL_GOOGLE_CLIENT_SECRET: oidcClient.secret,
            // e2e/services/smtp-receiver.mjs: password-reset e-mails go over real SMTP.
            SMTP_URL: `smtp://127.0.0.1:${port + 20}`,
            // Like a reverse proxy on this host: tests that fail logins on purpose send their own
            // X-Forwarded-For, so the per-address captcha rule does not hit every other test.
            TRUST_PROXY: '127.0.0.1',
            // An unread message is e-mailed after 10 minutes in production; 2 s here.
            MESSAGE_EMAIL_DELAY_SECONDS: '2',
            // Every visitor's page drawn for them: a test reads as a visitor what it has just
            // written (the cache of visitors' pages has server tests, pages.test.ts).
            PAGE_CACHE_SECONDS: '0',
            // POST /__test/elapse: tests let hours go by for a booking or an event (README).
            TEST_CONTROL: 'true',
            ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
          },
        },
        {
          command: 'node e2e/services/smtp-receiver.mjs',
          cwd: repoRoot,
          url: `http://127.0.0.1:${port + 21}/healthz`,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: { E2E_PORT: String(port) },
        },
        {
          command: 'node e2e/services/oidc-provider.mjs',
          cwd: repoRoot,
          url: `${oidcIssuer}/.well-known/openid-configuration`,
          reuseExistingServer: false,
          timeout: 30_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            OIDC_PORT: String(oidcPort),
            OIDC_CLIENT_ID: oidcClient.id,
            OIDC_CLIENT_SECRET: oidcClient.secret,
            OIDC_REDIRECT_URIS: `${baseURL}/social/callback/google`,
          },
        },
      ],
});
