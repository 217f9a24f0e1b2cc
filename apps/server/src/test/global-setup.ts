import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What every PostgreSQL test database of this run is named with (test/database.ts). */
    testDatabasePrefix: string;
  }
}

/**
 * The PostgreSQL server project's set-up: names this run's test databases, and drops at the end
 * those still there (each worker copies its next file's database ahead, and the last copy is never
 * used; a crashed file leaves its own).
 */
export default function setup(project: TestProject) {
  const prefix = `test_${crypto.randomBytes(4).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);
  return async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    } finally {
      await admin.end();
    }
  };
}
