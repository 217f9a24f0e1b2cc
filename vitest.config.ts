import { defineConfig } from 'vitest/config';

// Server tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, once more on
// PostgreSQL: the same files, each on a database of its own (see apps/server/src/test/app.ts).
// `*.postgres.test.ts` need what only a PostgreSQL server offers (several app servers on one
// database) and run on PostgreSQL only.
const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...exclude],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const databaseUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      serverProject('server', { TEST_DB: 'pglite' }, ['src/**/*.postgres.test.ts']),
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
