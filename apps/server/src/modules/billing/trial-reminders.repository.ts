import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, subscriptions } from '../../db/schema.ts';

/**
 * Trials that end within `horizon` of `now`, each company's current subscription only (the row
 * added last): the trial reminders' candidates.
 */
export async function selectTrialsEnding(db: Queryable, now: Date, horizon: Date) {
  const result = (await db.execute(sql`
    select current.*, c.name as "companyName"
    from (
      select distinct on (s.company_id)
        s.id as "subscriptionId", s.company_id as "companyId", s.plan, s.end_date as "endDate"
      from ${subscriptions} s
      order by s.company_id, s.created_at desc, s.id desc
    ) as current
    join ${companies} c on c.id = current."companyId"
    where current.plan = 'trial'
      and current."endDate" > ${now.toISOString()}::timestamptz
      and current."endDate" <= ${horizon.toISOString()}::timestamptz
    order by current."companyId"
  `)) as {
    rows: Array<{
      subscriptionId: number;
      companyId: number;
      endDate: string | Date;
      companyName: string;
    }>;
  };
  return result.rows.map((row) => ({
    subscriptionId: Number(row.subscriptionId),
    companyId: Number(row.companyId),
    endDate: new Date(row.endDate),
    companyName: row.companyName,
  }));
}
