import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { heldSessions } from '@app/contracts/training-days';
import {
  bookingSessions,
  bookings,
  companies,
  companyMembers,
  notifications,
  users,
} from '../../db/schema.ts';
import type { TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/upload-fixtures.ts';

/** Test helpers of the bookings module: signed-in people, dates, jobs made due, notifications. */

type Fields = Record<string, string | number | boolean>;
export type Reply = Record<string, unknown> & {
  status: boolean;
  code?: string;
  booking?: { id: number; state: string };
};

export interface Person {
  id: number;
  username: string;
  call: (action: string, fields?: Fields) => Promise<Reply>;
}

export async function person(t: TestApp, role: 'provider' | 'seeker' = 'seeker'): Promise<Person> {
  const { id, username, client } = await signedIn(t, role);
  return {
    id,
    username,
    call: async (action, fields = {}) =>
      (await client.action(action, fields, { endpoint: 'selling', json: true })).json<Reply>(),
  };
}

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number, hour = 9) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

export function requestFields(topicId: number, overrides: Record<string, unknown> = {}) {
  return {
    topicId,
    dates: JSON.stringify([inDays(10), inDays(12)]),
    participants: 3,
    delivery: 'online',
    message: 'For our sales team',
    ...overrides,
  } as Fields;
}

export async function request(
  buyer: Person,
  topicId: number,
  overrides: Record<string, unknown> = {},
) {
  const reply = await buyer.call('requestbooking', requestFields(topicId, overrides));
  expect(reply, JSON.stringify(reply)).toMatchObject({ status: true });
  return reply.booking!;
}

export const transition = (
  who: Person,
  id: number,
  name: string,
  extra: Record<string, string | number> = {},
) => who.call('bookingtransition', { id, transition: name, ...extra });

export async function stateOf(t: TestApp, id: number) {
  const [row] = await t.db
    .select({ state: bookings.state })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row?.state;
}

/** Makes every queued job due now, as if its time had come. */
export async function makeJobsDue(t: TestApp) {
  await t.db.execute(sql`update pgboss.job set start_after = now() where state = 'created'`);
}

/**
 * Moves a booking's times, as if the days had gone by; a period moved moves its sessions with it
 * (the days heldSessions reads from the new period, holding as they held).
 */
export async function moveBooking(
  t: TestApp,
  id: number,
  values: Partial<{ expiresAt: Date; startsAt: Date; endsAt: Date }>,
) {
  const [row] = await t.db
    .update(bookings)
    .set(values)
    .where(eq(bookings.id, id))
    .returning({ startsAt: bookings.startsAt, endsAt: bookings.endsAt });
  if (!row?.startsAt || !row.endsAt || (!values.startsAt && !values.endsAt)) return;
  const held = await t.db
    .delete(bookingSessions)
    .where(eq(bookingSessions.bookingId, id))
    .returning({ providerId: bookingSessions.providerId, holds: bookingSessions.holds });
  const [first] = held;
  if (!first) return;
  const days = heldSessions({
    kind: 'topic',
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    sessions: null,
  });
  await t.db.insert(bookingSessions).values(
    days.map((day, position) => ({
      bookingId: id,
      position,
      providerId: first.providerId,
      startsAt: new Date(day.startsAt),
      endsAt: new Date(day.endsAt),
      holds: first.holds,
    })),
  );
}

export async function kindsFor(t: TestApp, userId: number) {
  const rows = await t.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
  return rows.map((row) => row.kind);
}

export async function staffOfNewCompany(t: TestApp, userIds: number[]) {
  const [company] = await t.db
    .insert(companies)
    .values({
      slug: `co-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      name: 'Acme',
      kind: 'company',
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('no company');
  for (const [index, userId] of userIds.entries()) {
    await t.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId, userRole: index === 0 ? 1 : 2 });
  }
  return company.id;
}

export async function setVat(t: TestApp, userId: number, basisPoints: number) {
  await t.db.update(users).set({ vatRateBasisPoints: basisPoints }).where(eq(users.id, userId));
}
