import type { Page } from '@playwright/test';
import { callApi, expect } from '../fixtures.ts';

/**
 * Trainings that happen: a provider's published topic booked and accepted, an event starting
 * soon, and time let go by for them through the server's test control (`POST /__test/elapse`,
 * TEST_CONTROL in playwright.config.ts), so completion and the after-event pages come through the
 * real jobs.
 */

const hour = 60 * 60 * 1000;

/**
 * The trainer profile publishing asks for (contracts' requiredTrainerProfileItems): a name, a
 * few words and a skill. The name ends with the username, so pages that show the name still
 * show who it is.
 */
export async function fillTrainerProfile(page: Page) {
  const me = await callApi(page, 'loginuserdetail');
  const reply = await callApi(page, 'updateprofile', {
    firstName: 'Trainer',
    lastName: String(me.body.username),
    bio: 'Formazione pratica per aziende da dieci anni.',
    skills: 'Excel',
  });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
}

/** The signed-in account offers training from now on (service type provider), profile filled. */
export async function becomeProvider(page: Page) {
  const reply = await callApi(page, 'serviceType', { Provider: true, Seeker: false });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
  await fillTrainerProfile(page);
}

export interface PublishedTopic {
  id: number;
  url: string;
  title: string;
}

/** A published topic of the signed-in provider (8 hours long: no duration given). */
export async function publishTopic(page: Page, title: string): Promise<PublishedTopic> {
  const added = await callApi(page, 'addtopic', {
    title,
    category: 'data-analytics',
    description: `<p>${title}: esercizi pratici e casi reali.</p>`,
    price: 30_000,
  });
  expect(added.body, JSON.stringify(added.body)).toMatchObject({ status: true });
  const topic = added.body.topic as { id: number; url: string };
  const published = await callApi(page, 'publishtopic', { id: topic.id, publish: true });
  expect(published.body, JSON.stringify(published.body)).toMatchObject({ status: true });
  return { ...topic, title };
}

/** A start time `days` ahead, on the hour: far enough for a request (at least a day ahead). */
export function startInDays(days: number): Date {
  const start = new Date(Date.now() + days * 24 * hour);
  start.setUTCMinutes(0, 0, 0);
  return start;
}

/** The buyer requests the topic for one date; the provider accepts it. Returns the booking. */
export async function bookAcceptedTopic(
  buyer: Page,
  provider: Page,
  topicId: number,
): Promise<{ id: number; endsAt: string }> {
  const requested = await callApi(buyer, 'requestbooking', {
    topicId,
    dates: JSON.stringify([startInDays(2).toISOString()]),
    participants: 1,
    named: '[]',
    delivery: 'online',
  });
  expect(requested.body, JSON.stringify(requested.body)).toMatchObject({ status: true });
  const id = (requested.body.booking as { id: number }).id;
  const accepted = await callApi(provider, 'bookingtransition', {
    id,
    transition: 'accept',
    dateIndex: 0,
  });
  expect(accepted.body, JSON.stringify(accepted.body)).toMatchObject({ status: true });
  const detail = await callApi(provider, 'bookingdetail', { id });
  const endsAt = (detail.body.booking as { endsAt: string | null }).endsAt;
  if (!endsAt) throw new Error(`Booking ${id} has no end after its accept`);
  return { id, endsAt };
}

/** The `addevent` fields of an event from `days` ahead, 09:00 to 17:00 UTC. */
export function soonEventFields(days: number): { fields: Record<string, string>; endsAt: Date } {
  const day = startInDays(days).toISOString().slice(0, 10);
  return {
    fields: { startsAt: `${day}T09:00`, endsAt: `${day}T17:00`, timeZone: 'UTC' },
    endsAt: new Date(`${day}T17:00:00Z`),
  };
}

/** Whole hours to let go by until the moment is an hour in the past. */
export function hoursToPass(moment: string | Date): number {
  const end = typeof moment === 'string' ? new Date(moment) : moment;
  return Math.ceil((end.getTime() - Date.now()) / hour) + 1;
}

/**
 * Lets `hours` go by for one booking or one event (times and queued jobs move back), or for one
 * company's subscription (its end moves back).
 */
export async function elapse(
  page: Page,
  target: { bookingId: number } | { eventId: number } | { companyId: number },
  hours: number,
): Promise<void> {
  const response = await page.context().request.post('/__test/elapse', {
    data: { ...target, hours },
  });
  expect(response.status(), await response.text()).toBe(200);
}
