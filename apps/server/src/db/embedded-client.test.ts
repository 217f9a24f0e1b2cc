import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violatedUniqueConstraint } from '../lib/db-errors.ts';
import { openEmbedded, type DatabaseHandle } from './client.ts';
import { EmbeddedClient, type PgliteClient } from './embedded-client.ts';
import { createTestDatabase } from '../test/database.ts';
import { runMigrations } from './migrate.ts';
import { textTypes } from './pglite-parsers.ts';
import { statementCache } from './pglite-statements.ts';
import { users } from './schema.ts';

// The server's embedded database runs PGlite on a worker thread (embedded-worker.ts): the same
// answers as PGlite on the calling thread, and the server's thread free while a statement runs.
let folder: string;
let client: EmbeddedClient;
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-client-'));
  client = await EmbeddedClient.open({ options: { dataDir: path.join(folder, 'plain') } });
  await client.exec('create table notes (id serial primary key, body text unique, at timestamptz)');
});
afterAll(async () => {
  await client.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * What both of the product's PGlite clients (this thread's and the worker's) answer: drizzle's
 * queries (their parsers named once at open, pglite-parsers.ts) get its types as text, every
 * other query what PGlite parses, and a query's own parsers run on their types.
 */
async function answersTypesAsPglite(on: PgliteClient) {
  const row = `select timestamptz '2026-01-02 03:04:05Z' as at, date '2026-01-02' as day, interval '1 day' as span`;
  const asDrizzleAsks = Object.fromEntries(
    textTypes.map((type) => [type, (value: string) => value]),
  );
  const text = await on.query(row, [], { parsers: asDrizzleAsks });
  expect(text.rows).toEqual([{ at: '2026-01-02 03:04:05+00', day: '2026-01-02', span: '1 day' }]);
  const parsed = await on.query(row);
  const asPglite = {
    at: new Date('2026-01-02T03:04:05Z'),
    day: new Date('2026-01-02'),
    span: '1 day',
  };
  expect(parsed.rows).toEqual([asPglite]);
  const [executed] = await on.exec(row);
  expect(executed?.rows).toEqual([asPglite]);
  const own = await on.query(row, [], {
    rowMode: 'array',
    parsers: { 1184: (value: string) => `as written: ${value}` },
  });
  expect(own.rows).toEqual([['as written: 2026-01-02 03:04:05+00', asPglite.day, '1 day']]);
  const inTransaction = await on.transaction((tx) => tx.query(row, [], { parsers: asDrizzleAsks }));
  expect(inTransaction.rows).toEqual(text.rows);
  const tagged = await on.transaction((tx) => tx.sql`select ${2}::int as n, ${'b'} as label`);
  expect(tagged.rows).toEqual([{ n: 2, label: 'b' }]);
}

/**
 * Both clients prepare each statement once (pglite-statements.ts): a change of schema, by a query
 * or by `exec`, leaves no stale plan, and a statement that failed answers again.
 */
async function preparesAsPglite(on: PgliteClient, table: string) {
  await on.exec(`create table ${table} (id int primary key)`);
  await on.query(`insert into ${table} (id) values ($1)`, [1]);
  expect((await on.query(`select * from ${table}`)).rows).toEqual([{ id: 1 }]);
  await on.query(`alter table ${table} add column name text`);
  await on.query(`update ${table} set name = $1`, ['circle']);
  expect((await on.query(`select * from ${table}`)).rows).toEqual([{ id: 1, name: 'circle' }]);
  await on.exec(`alter table ${table} add column sides int default 0`);
  expect((await on.query(`select * from ${table}`)).rows).toEqual([
    { id: 1, name: 'circle', sides: 0 },
  ]);
  await expect(on.query(`insert into ${table} (id) values ($1)`, [1])).rejects.toMatchObject({
    code: '23505',
  });
  await expect(
    on.transaction(async (tx) => {
      await tx.query(`insert into ${table} (id) values ($1)`, [2]);
      await tx.query(`insert into ${table} (id) values ($1)`, [2]);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  expect((await on.query(`select id from ${table}`)).rows).toEqual([{ id: 1 }]);
  // A script that drops the prepared statements: they are parsed again.
  await on.exec('deallocate all');
  expect((await on.query(`select id from ${table}`)).rows).toEqual([{ id: 1 }]);
}

describe('the embedded database on its own thread', () => {
  it('answers rows as PGlite does, and leaves to the caller the types it parses itself', async () => {
    await client.query('insert into notes (body, at) values ($1, $2)', [
      'first',
      new Date('2026-01-02T03:04:05Z'),
    ]);
    const parsed = await client.query<{ body: string; at: Date }>('select body, at from notes');
    expect(parsed.rows).toEqual([{ body: 'first', at: new Date('2026-01-02T03:04:05Z') }]);
    const text = await client.query<[string, string]>('select body, at from notes', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `as written: ${value}` },
    });
    expect(text.rows).toEqual([['first', 'as written: 2026-01-02 03:04:05+00']]);
  });

  it('leaves drizzle’s types as text for its queries, and parses them for every other query', () =>
    answersTypesAsPglite(client));

  it('prepares each statement once, and no change of schema leaves a stale plan', () =>
    preparesAsPglite(client, 'shapes'));

  it('fails a statement with the database error’s code and constraint', async () => {
    const failure = await client
      .query('insert into notes (body) values ($1)', ['first'])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505' });
    expect(violatedUniqueConstraint(failure)).toBe('notes_body_key');
  });

  it('commits a transaction, rolls back one that throws, and holds other statements until it ends', async () => {
    let outside: Promise<unknown> = Promise.resolve();
    await client.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['second']);
      // Sent while the transaction is open: it waits for the commit, then sees the row.
      outside = client.query('select count(*)::int as count from notes');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ count: 2 }]);

    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const bodies = await client.query<{ body: string }>('select body from notes order by id');
    expect(bodies.rows.map((row) => row.body)).toEqual(['first', 'second']);
  });

  it('delivers notifications to listeners until they stop', async () => {
    const heard: string[] = [];
    const stop = await client.listen('news', (payload) => heard.push(payload));
    await client.query("select pg_notify('news', 'hello')");
    await expect.poll(() => heard).toEqual(['hello']);
    await stop();
    await client.query("select pg_notify('news', 'unheard')");
    await client.query('select 1');
    expect(heard).toEqual(['hello']);
  });

  it('answers, in order, the statements sent while its database opens', async () => {
    const starting = EmbeddedClient.start({ options: { dataDir: path.join(folder, 'starting') } });
    try {
      const created = starting.exec('create table early (n int)');
      const inserted = starting.query('insert into early values (1), (2) returning n');
      const counted = starting.query('select count(*)::int as count from early');
      await starting.opened;
      await created;
      expect((await inserted).rows).toEqual([{ n: 1 }, { n: 2 }]);
      expect((await counted).rows).toEqual([{ count: 2 }]);
    } finally {
      await starting.close();
    }
  });

  it('fails what was sent meanwhile with the reason its database could not open', async () => {
    const notAFolder = path.join(folder, 'not-a-folder');
    fs.writeFileSync(notAFolder, 'a file where the data folder should be');
    const starting = EmbeddedClient.start({ options: { dataDir: notAFolder } });
    const sent = starting.query('select 1');
    const reason = await starting.opened.then(
      () => null,
      (error: unknown) => error,
    );
    expect(reason).toBeInstanceOf(Error);
    await expect(sent).rejects.toThrow((reason as Error).message);
    await expect(starting.query('select 1')).rejects.toThrow((reason as Error).message);
  });

  it('keeps the calling thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await client.query('select count(*) from generate_series(1, 2000000)');
    clearInterval(timer);
    // On the calling thread the statement would have held it: no tick until it ended.
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('the server’s embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openEmbedded(path.join(folder, 'server'));
    await runMigrations(handle);
  });
  afterAll(() => handle.close());

  it('migrates and runs drizzle’s queries and transactions, dates as dates', async () => {
    const [created] = await handle.db.transaction((tx) =>
      tx
        .insert(users)
        .values({ username: 'thread_user', email: 'thread@example.com', firstName: 'Thread' })
        .returning({ id: users.id, createdAt: users.createdAt }),
    );
    expect(created?.createdAt).toBeInstanceOf(Date);
    const [row] = await handle.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, created!.id));
    expect(row).toEqual({ username: 'thread_user' });
  });
});

describe('PGlite on the calling thread (tests, the template, the admin commands)', () => {
  it('answers as the worker does', async () => {
    const { handle } = await createTestDatabase();
    try {
      if (handle.driver !== 'pglite') throw new Error('a PGlite test database');
      await answersTypesAsPglite(handle.client);
      await preparesAsPglite(handle.client, 'shapes');
    } finally {
      await handle.close();
    }
  });
});

describe('prepared statements (pglite-statements.ts)', () => {
  it('closes the least recently used one beyond their number', async () => {
    const pglite = await PGlite.create();
    try {
      const cache = statementCache(pglite, 2);
      for (const n of [1, 2, 3, 1, 2, 3]) {
        expect((await cache.query(pglite, `select ${n} as n`, [], {})).rows).toEqual([{ n }]);
      }
      const prepared = await pglite.query(
        'select count(*)::int as count from pg_prepared_statements',
      );
      expect(prepared.rows).toEqual([{ count: 2 }]);
    } finally {
      await pglite.close();
    }
  });
});
