import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { siteReports } from '../../db/schema.ts';

export type NewSiteReport = typeof siteReports.$inferInsert;
export type SiteReport = typeof siteReports.$inferSelect;

export async function insertSiteReport(db: Queryable, report: NewSiteReport): Promise<number> {
  const [row] = await db.insert(siteReports).values(report).returning({ id: siteReports.id });
  return row!.id;
}

/** Reports one address sent in the last hour. */
export async function countRecentReportsFrom(db: Queryable, address: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(siteReports)
    .where(
      and(
        eq(siteReports.address, address),
        gt(siteReports.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.count ?? 0;
}

export async function findSiteReport(db: Queryable, id: number): Promise<SiteReport | null> {
  const [row] = await db.select().from(siteReports).where(eq(siteReports.id, id));
  return row ?? null;
}

/** Reports are kept 24 months (the privacy policy). */
export async function deleteOldSiteReports(db: Queryable): Promise<void> {
  await db.delete(siteReports).where(sql`${siteReports.createdAt} < now() - interval '24 months'`);
}
