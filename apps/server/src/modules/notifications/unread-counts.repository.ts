import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { conversationMembers, messages, notifications } from '../../db/schema.ts';

export interface UnreadCounts {
  /** Messages from the other side of each conversation beyond what the user has read. */
  message: number;
  /** Notifications not read yet. */
  notif: number;
}

/** Counts come back as numbers or, from some drivers, as numeric text. */
type CountsRow = { message: number | string; notif: number | string };

/**
 * Both badges of the header in one statement. It is polled by every signed-in user every 20 s, so
 * each part is an index range: the user's member rows (primary key), each conversation's messages
 * past the read position (`messages_conversation_id_idx`), the partial index of unread
 * notifications.
 */
export async function countUnread(db: Queryable, userId: number): Promise<UnreadCounts> {
  const result = (await db.execute<CountsRow>(sql`
    select
      (select coalesce(sum((
         select count(*) from ${messages} m
         where m.conversation_id = cm.conversation_id
           and m.id > cm.last_read_message_id
           and m.sender_id = cm.other_user_id
       )), 0)
       from ${conversationMembers} cm
       where cm.user_id = ${userId})::int as message,
      (select count(*) from ${notifications} n
       where n.user_id = ${userId} and n.read_at is null)::int as notif`)) as { rows: CountsRow[] };
  const row = result.rows[0];
  return { message: Number(row?.message ?? 0), notif: Number(row?.notif ?? 0) };
}
