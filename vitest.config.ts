import { defineConfig } from 'vitest/config';

// Server tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, once more on
// PostgreSQL: the same files, each on a database of its own (see apps/server/src/test/app.ts).
// Files named *.postgres.test.ts need a real PostgreSQL (another process on the same database)
// and run in the PostgreSQL project only.
const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Files that try the rules above the database (every action's authorisation, every action fuzzed)
 * and mean the same on either engine: with PostgreSQL at hand they run once, there (about 2 minutes
 * of the PGlite run saved); without it, on PGlite.
 */
const onceOnPostgres = ['src/actions/authorization-table.test.ts', 'src/actions/fuzz.test.ts'];

/**
 * Files that never touch the test database (an embedded installation of their own, two PGlite
 * databases side by side, the API description): the engine under test changes nothing in them, so
 * they run in the PGlite project only (about 55 s of the PostgreSQL run, on two workers).
 */
const withoutTestDatabase = [
  'src/cli/admin-command.test.ts',
  'src/cli/move/table-checks.test.ts',
  'src/db/embedded-client.test.ts',
  'src/db/embedded-template.test.ts',
  'src/modules/system/openapi-client.test.ts',
  'src/modules/system/openapi-lint.test.ts',
];

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    exclude:
      env.TEST_DB === 'postgres'
        ? withoutTestDatabase
        : ['src/**/*.postgres.test.ts', ...(databaseUrl ? onceOnPostgres : [])],
    environment: 'node',
    // Each file builds its own app on its own database and nothing is mocked, so the files of a
    // worker share one module cache: importing the app once per worker, not once per file, takes
    // the suite from about 250 s to about 110 s on two cores.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on this 2-core CI machine. The
    // files wait on PostgreSQL and on timers as much as they compute, so two workers use both.
    maxWorkers: 2,
    env,
    // PostgreSQL: names the run's databases and drops the ones left at the end.
    globalSetup: env.TEST_DB === 'postgres' ? ['src/test/global-setup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        // docs/architecture.test.ts: the architecture map names every module and feature.
        test: { name: 'docs', root: 'docs', include: ['*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // React Aria (the date fields) as Node loads it: transformed by Vite, its hundreds of
          // modules took five seconds to load in each worker.
          server: { deps: { external: [/react-aria/, /react-stately/, /@internationalized/] } },
          // As the server's: one module cache per worker (about 65 s down to 11 s). A test that
          // sets module state (app config, the first session check) sets it back.
          isolate: false,
        },
      },
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(databaseUrl
        ? [
            serverProject('server-postgres', {
              TEST_DB: 'postgres',
              TEST_DATABASE_URL: databaseUrl,
            }),
          ]
        : []),
    ],
  },
});
