import type { Page } from '@playwright/test';
import { callApi, expect } from '../fixtures.ts';
import { signUpAndLogIn } from './profile-settings.ts';
import { becomeProvider } from './trainings.ts';

/** Event flows: providers made through the API, events created and published through it. */

/** A brand-new account switched to the provider role, logged in inside the page's context. */
export async function signUpProvider(page: Page) {
  const user = await signUpAndLogIn(page);
  await becomeProvider(page);
  return user;
}

/** The year after this one: events there are always upcoming, and June is summer time. */
export const nextYear = new Date().getUTCFullYear() + 1;

export interface CreatedEvent {
  id: number;
  url: string;
  title: string;
}

/** An event of the signed-in provider, published unless asked otherwise. */
export async function createEvent(
  page: Page,
  fields: Record<string, unknown> = {},
  options: { publish?: boolean } = {},
): Promise<CreatedEvent> {
  const title =
    (fields.title as string | undefined) ?? `Evento ${Math.random().toString(36).slice(2, 8)}`;
  const reply = await callApi(page, 'addevent', {
    title,
    description: '<p>Un pomeriggio di esercizi pratici.</p>',
    startsAt: `${nextYear}-06-12T09:00`,
    endsAt: `${nextYear}-06-12T17:00`,
    timeZone: 'Europe/Rome',
    delivery: 'in_person',
    location: 'Milano, Via Roma 1',
    price: 0,
    ...fields,
  });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
  const event = (reply.body as { event: { id: number; url: string } }).event;
  if (options.publish !== false) {
    const published = await callApi(page, 'publishevent', { id: event.id, publish: true });
    expect(published.body, JSON.stringify(published.body)).toMatchObject({ status: true });
  }
  return { ...event, title };
}
