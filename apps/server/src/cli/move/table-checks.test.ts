import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTables } from './catalogue.ts';
import { pgliteSession, textSettings, type SqlSession } from './sql-session.ts';
import { compareTables, formatComparisons } from './table-checks.ts';

// Two small databases side by side: the checksums see a changed value, not the rows' order.
let left: PGlite;
let right: PGlite;
let sides: [SqlSession, SqlSession];

const schema = `
  CREATE TABLE notes (id integer PRIMARY KEY, body text, at timestamptz, score real,
    search tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce(body, ''))) STORED);
  CREATE TABLE tags (name text PRIMARY KEY);
`;

beforeAll(async () => {
  [left, right] = await Promise.all([PGlite.create(), PGlite.create()]);
  sides = [pgliteSession(left), pgliteSession(right)];
  for (const side of sides) await side.run(`${textSettings}${schema}`);
  await left.exec(`
    INSERT INTO notes (id, body, at, score) VALUES
      (1, 'first', '2026-01-02 03:04:05.123456+00', 0.1), (2, 'second', NULL, 2.5);
    INSERT INTO tags VALUES ('a'), ('B');`);
  // The same rows written in another order, with another time zone.
  await right.exec(`
    SET TimeZone = 'Europe/Rome';
    INSERT INTO tags VALUES ('B'), ('a');
    INSERT INTO notes (id, body, at, score) VALUES
      (2, 'second', NULL, 2.5), (1, 'first', '2026-01-02 04:04:05.123456+01', 0.1);
    SET TimeZone = 'UTC';`);
});
afterAll(async () => {
  await Promise.all([left.close(), right.close()]);
});

describe('comparing tables on both sides', () => {
  it('finds equal rows equal, whatever their order', async () => {
    const comparisons = await compareTables(...sides, await readTables(sides[0]));
    expect(comparisons.map((comparison) => [comparison.table, comparison.isEqual])).toEqual([
      ['public.notes', true],
      ['public.tags', true],
    ]);
    expect(comparisons[0]?.source.rows).toBe(2);
  });

  it('tells a changed value, and prints it as DIFFERENT', async () => {
    await right.exec(`UPDATE notes SET at = at + interval '1 microsecond' WHERE id = 1`);
    const comparisons = await compareTables(...sides, await readTables(sides[0]));
    const notes = comparisons.find((comparison) => comparison.table === 'public.notes');
    expect(notes).toMatchObject({ isEqual: false, source: { rows: 2 }, target: { rows: 2 } });
    const printed = formatComparisons(comparisons);
    expect(printed[0]).toMatch(/^table\s+rows \(embedded\)\s+rows \(PostgreSQL\)/);
    expect(printed.find((line) => line.startsWith('public.notes'))).toMatch(/DIFFERENT$/);
    expect(printed.find((line) => line.startsWith('public.tags'))).toMatch(/equal$/);
  });
});
