import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/**
 * What a crawler may list (docs/product.md, "Findable"): published topics and events of active
 * accounts, and the public profiles of active providers. Files hold the listings of one id range
 * (`idsPerFile` ids), so a file is one range scan on the primary key however many listings there
 * are, and a new listing never moves an old one to another file.
 */
export const sitemapKinds = ['topics', 'events', 'profiles'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/** At most this many listings per file (the protocol allows 50,000; five alternates each). */
export const idsPerFile = 5000;

export interface SitemapFile {
  kind: SitemapKind;
  page: number;
  lastModified: Date;
}

export interface SitemapEntry {
  /** The page's path without the language prefix: /topic/x, /event/Q/y, /username. */
  path: string;
  lastModified: Date;
}

const listed: Record<SitemapKind, { from: ReturnType<typeof sql>; path: ReturnType<typeof sql> }> =
  {
    topics: {
      from: sql`topics t join users u on u.id = t.user_id
        where t.status = 'published' and u.is_active`,
      path: sql`'/topic/' || t.url`,
    },
    events: {
      from: sql`events t join users u on u.id = t.user_id
        where t.status = 'published' and u.is_active`,
      path: sql`'/event/Q/' || t.url`,
    },
    profiles: {
      from: sql`users t where t.service_type = 'provider' and t.is_active
        and t.profile_state = 'visible'`,
      path: sql`'/' || t.username`,
    },
  };

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The files of each kind that hold at least one listing, with their newest change. */
export async function selectSitemapFiles(db: Queryable): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  for (const kind of sitemapKinds) {
    const rows = rowsOf<{ page: number; last: Date | string }>(
      await db.execute(sql`
        select t.id / ${idsPerFile} as page, max(t.updated_at) as last
        from ${listed[kind].from}
        group by 1 order by 1`),
    );
    for (const row of rows) {
      files.push({ kind, page: Number(row.page), lastModified: new Date(row.last) });
    }
  }
  return files;
}

/** The listings of one file, in id order. */
export async function selectSitemapEntries(
  db: Queryable,
  kind: SitemapKind,
  page: number,
): Promise<SitemapEntry[]> {
  const rows = rowsOf<{ path: string; last: Date | string }>(
    await db.execute(sql`
      select ${listed[kind].path} as path, t.updated_at as last
      from ${listed[kind].from}
        and t.id >= ${page * idsPerFile} and t.id < ${(page + 1) * idsPerFile}
      order by t.id`),
  );
  return rows.map((row) => ({ path: row.path, lastModified: new Date(row.last) }));
}
