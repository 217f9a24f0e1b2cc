import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openPglite, openPostgres } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../db/seed.ts';
import { createS3Storage, folderStorageOf, type S3StorageOptions } from '../../lib/storage.ts';
import { hashFolder, runAdminCommand, type AdminRun } from '../../test/admin-cli.ts';
import { testConfig, testPasswordCost, testPasswords, TestClient } from '../../test/app.ts';
import { startS3Server } from '../../test/s3-server.ts';

/**
 * `npm run admin -- move` end to end: an embedded installation with the demo data (and a message
 * whose e-mail is still queued) moves into a PostgreSQL database made here on TEST_DATABASE_URL's
 * server and a bucket of a real S3 server on disk (s3rver); then the app runs on them. PostgreSQL
 * only: the target must be a real server.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-move-test-'));
const dataDir = path.join(root, 'data');
const bucket = 'moved-uploads';
const targetName = `test_move_${crypto.randomBytes(5).toString('hex')}`;
let adminUrl: string;
let targetUrl: string;
let s3server: Awaited<ReturnType<typeof startS3Server>> | undefined;
let s3: S3StorageOptions;
let folderHashBefore: string;
let move: AdminRun;

const rowsOf = <Row>(result: { rows: unknown[] }) => result.rows as Row[];

/** The installation as a first start and a little use leave it: demo data, queues, a queued job. */
async function seedEmbeddedInstallation() {
  const embedded = await openPglite(path.join(dataDir, 'pglite'));
  if (embedded.driver !== 'pglite') throw new Error('unreachable');
  const storage = folderStorageOf(dataDir);
  try {
    await runMigrations(embedded);
    await seedDemoData(embedded.db, testPasswords, storage);
    const app = await buildApp({
      config: testConfig({ dataDir }),
      database: embedded,
      storage,
      logger: false,
      passwordCost: testPasswordCost,
    });
    try {
      const mario = new TestClient(app);
      await mario.login('mario_rossi', DEMO_PASSWORD);
      const giulia = rowsOf<{ id: number }>(
        await embedded.client.query(`select id from users where username = 'giulia_bianchi'`),
      );
      const sent = await mario.action('sendmessage', {
        toUser: giulia[0]!.id,
        message: 'Before the move',
      });
      expect(sent.json()).toMatchObject({ status: true });
    } finally {
      await app.close();
    }
  } finally {
    await embedded.close();
  }
}

const moveEnv = () => ({
  DATA_DIR: dataDir,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});
const moveArgs = () => ['move', '--to', targetUrl, '--bucket', bucket, '--endpoint', s3.endpoint!];

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('this test needs PostgreSQL (TEST_DATABASE_URL)');
  adminUrl = base;
  const url = new URL(base);
  url.pathname = `/${targetName}`;
  targetUrl = url.toString();

  await seedEmbeddedInstallation();
  s3server = await startS3Server(path.join(root, 's3'), bucket);
  s3 = s3server.options;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${targetName}"`).finally(() => admin.end());

  folderHashBefore = hashFolder(dataDir);
  move = await runAdminCommand(moveArgs(), { env: moveEnv() });
}, 240_000);

afterAll(async () => {
  await s3server?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin
    .query(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`)
    .finally(() => admin.end());
  fs.rmSync(root, { recursive: true, force: true });
});

/** Count and md5 of every table's rows, computed here apart from the command's own checks. */
async function tableFigures(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const tables = rowsOf<{ name: string }>(
    await query(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname = 'public' order by 1`,
    ),
  );
  const figures: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ figure: string }>(
      await query(
        `select count(*) || ' ' || md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as figure from ${name} as t`,
      ),
    );
    figures[name] = row!.figure;
  }
  return figures;
}

describe('moving an embedded installation to PostgreSQL and a bucket', () => {
  it('reports every table equal, with counts and checksums, and exits with 0', () => {
    expect(move.stderr).toBe('');
    expect(move.exitCode).toBe(0);
    expect(move.stdout).toMatch(/table\s+rows \(embedded\)\s+rows \(PostgreSQL\)\s+checksum/);
    expect(move.stdout).toMatch(/public\.users\s+([\d,]+)\s+\1\s+([0-9a-f]{16})\s+\2\s+equal/);
    expect(move.stdout).toMatch(/All \d+ tables equal/);
    expect(move.stdout).toMatch(/files \([\d.]+ [KM]B\) copied .*size and SHA-256 equal/);
    expect(move.stdout).not.toContain('DIFFERENT');
  });

  it('leaves the embedded data folder exactly as it was', () => {
    expect(hashFolder(dataDir)).toBe(folderHashBefore);
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);
  });

  it('holds the same rows as the embedded database, queued jobs and sequences included', async () => {
    // A copy of the embedded folder is opened, so that the original stays untouched.
    const copy = path.join(root, 'source-copy');
    fs.cpSync(path.join(dataDir, 'pglite'), copy, { recursive: true });
    const source = await openPglite(copy);
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      if (source.driver !== 'pglite') throw new Error('unreachable');
      const settings = `set timezone = 'UTC'; set extra_float_digits = 1`;
      await source.client.exec(settings);
      await target.query(settings);
      const sourceFigures = await tableFigures((text) => source.client.query(text));
      expect(await tableFigures((text) => target.query(text))).toEqual(sourceFigures);
      expect(Object.keys(sourceFigures).length).toBeGreaterThan(30);

      // What the message queued (its subscribers' jobs) still waits: no worker ran before the move.
      const waiting = `select count(*)::int as count from pgboss.job where state = 'created'`;
      const [queued] = rowsOf<{ count: number }>(await target.query(waiting));
      expect(queued!.count).toBeGreaterThan(0);
      expect(queued).toEqual(rowsOf(await source.client.query(waiting))[0]);

      // The next user gets the id the embedded database would have given.
      const next = `select nextval('users_id_seq')::int as id`;
      expect(rowsOf(await target.query(next))).toEqual(rowsOf(await source.client.query(next)));
    } finally {
      await target.end();
      await source.close();
    }
  });

  it('puts every upload in the bucket, byte for byte', async () => {
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    const [topic] = rowsOf<{ image: string }>(
      await target
        .query(`select images->0->>'large' as image from topics where images <> '[]' limit 1`)
        .finally(() => target.end()),
    );
    const key = topic!.image.slice('/uploads/'.length);
    const stored = await createS3Storage(s3).read(key);
    expect(stored).not.toBeNull();
    expect(stored!.equals(fs.readFileSync(path.join(dataDir, 'uploads', key)))).toBe(true);
    expect(stored!.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('refuses a second move into the database, which now holds data, and changes nothing', async () => {
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      const before = await tableFigures((text) => target.query(text));
      const again = await runAdminCommand(moveArgs(), { env: moveEnv() });
      expect(again.exitCode).toBe(1);
      expect(again.stderr).toMatch(
        /The target database already holds data: .*public\.bookings \([\d,]+ rows\)/,
      );
      expect(again.stderr).toContain('Nothing was changed.');
      expect(await tableFigures((text) => target.query(text))).toEqual(before);
    } finally {
      await target.end();
    }
    expect(hashFolder(dataDir)).toBe(folderHashBefore);
  });

  it('runs the app on PostgreSQL and the bucket: a demo user signs in and sees a picture', async () => {
    const migrate = await runAdminCommand(['migrate'], { env: { DATABASE_URL: targetUrl } });
    expect(migrate.exitCode).toBe(0);
    expect(migrate.stdout).toMatch(/Nothing to apply/);
    const operator = await runAdminCommand(
      ['create-admin', '--email', 'ops@example.com', '--username', 'operator'],
      { env: { DATABASE_URL: targetUrl }, stdin: 'Operator-pass-7\n' },
    );
    expect(operator.exitCode).toBe(0);

    const database = openPostgres(targetUrl, 4);
    if (database.driver !== 'postgres') throw new Error('unreachable');
    const app = await buildApp({
      config: testConfig({ databaseUrl: targetUrl, s3 }),
      database,
      storage: createS3Storage(s3),
      logger: false,
      passwordCost: testPasswordCost,
    });
    try {
      const mario = new TestClient(app);
      expect((await mario.login('mario_rossi', DEMO_PASSWORD)).json()).toMatchObject({
        status: true,
      });
      const details = await mario.action('loginuserdetail');
      expect(details.json()).toMatchObject({ status: true });
      expect(JSON.stringify(details.json())).toContain('mario_rossi');
      const ops = new TestClient(app);
      expect((await ops.login('operator', 'Operator-pass-7')).json()).toMatchObject({
        status: true,
      });

      const [topic] = rowsOf<{ image: string }>(
        await database.pool.query(
          `select images->0->>'card' as image from topics where images <> '[]' limit 1`,
        ),
      );
      const picture = await mario.request({ method: 'GET', url: topic!.image });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
      expect(picture.rawPayload.equals(fs.readFileSync(path.join(dataDir, topic!.image)))).toBe(
        true,
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
