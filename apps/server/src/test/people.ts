import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../db/schema.ts';
import type { TestApp } from './app.ts';
import { signedIn } from './upload-fixtures.ts';

/** Signed-in people calling actions, dates, notifications: helpers of the quotes and reviews tests. */

type Fields = Record<string, string | number | boolean>;
export type Reply = Record<string, unknown> & { status: boolean; code?: string };

export interface Person {
  id: number;
  username: string;
  call: (action: string, fields?: Fields, endpoint?: 'main' | 'selling') => Promise<Reply>;
}

export async function person(t: TestApp, role: 'provider' | 'seeker' = 'seeker'): Promise<Person> {
  const { id, username, client } = await signedIn(t, role);
  return {
    id,
    username,
    call: async (action, fields = {}, endpoint = 'selling') =>
      (await client.action(action, fields, { endpoint, json: true })).json<Reply>(),
  };
}

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number, hour = 9) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};
export const dateInDays = (days: number) => inDays(days).slice(0, 10);

export function quoteFields(requirementId: number, overrides: Record<string, unknown> = {}) {
  return {
    requirementId,
    pricing: 'per_participant',
    priceMinor: 40_000,
    dates: JSON.stringify([inDays(20), inDays(22)]),
    delivery: 'online',
    validUntil: dateInDays(10),
    coverLetter: 'We have trained 40 teams on this.',
    ...overrides,
  } as Fields;
}

export async function sendQuote(
  provider: Person,
  requirementId: number,
  overrides: Record<string, unknown> = {},
) {
  const reply = await provider.call('sendquote', quoteFields(requirementId, overrides));
  expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
  return (reply as unknown as { quote: { id: number; state: string } }).quote;
}

export async function kindsFor(t: TestApp, userId: number) {
  const rows = await t.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
  return rows.map((row) => row.kind);
}

export async function makeJobsDue(t: TestApp) {
  await t.db.execute(sql`update pgboss.job set start_after = now() where state = 'created'`);
}
