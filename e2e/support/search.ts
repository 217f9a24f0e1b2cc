import type { Browser, Page, TestInfo } from '@playwright/test';
import { callApi, createUser, expect, logIn } from '../fixtures.ts';
import { nextYear } from './events.ts';
import { becomeProvider } from './trainings.ts';

/**
 * A small world of its own for a search test: topics, events and requirements whose titles share
 * one made-up word, so the demo data (hundreds of topics) never changes what the test sees.
 */

/**
 * Letters only: the word must stay one word for full-text search. All of them random: with a fixed
 * part, the typo-tolerant suggestions would also offer other tests' worlds, made at the same time.
 */
export function madeUpWord(): string {
  const letter = () => String.fromCharCode(97 + Math.floor(Math.random() * 26));
  return Array.from({ length: 10 }, (_, index) =>
    index === 0 ? letter().toUpperCase() : letter(),
  ).join('');
}

async function ok(reply: Promise<{ body: Record<string, unknown> }>) {
  const { body } = await reply;
  expect(body, JSON.stringify(body)).toMatchObject({ status: true });
  return body;
}

export interface SearchWorld {
  word: string;
  provider: string;
  topics: { analysts: Listing; advanced: Listing; managers: Listing };
  events: { summer: Listing; autumn: Listing };
  requirements: { sales: Listing; finance: Listing };
  done(): Promise<void>;
}

interface Listing {
  title: string;
  url: string;
}

async function publishTopic(page: Page, fields: Record<string, unknown>): Promise<Listing> {
  const added = await ok(
    callApi(page, 'addtopic', {
      description: `<p>${String(fields.title)}: esercizi pratici e casi reali.</p>`,
      ...fields,
    }),
  );
  const topic = added.topic as { id: number; url: string };
  await ok(callApi(page, 'publishtopic', { id: topic.id, publish: true }));
  return { title: String(fields.title), url: topic.url };
}

async function publishEvent(page: Page, title: string, day: string): Promise<Listing> {
  const added = await ok(
    callApi(page, 'addevent', {
      title,
      description: '<p>Un pomeriggio di esercizi pratici.</p>',
      startsAt: `${day}T14:00`,
      endsAt: `${day}T18:00`,
      timeZone: 'Europe/Rome',
      delivery: 'in_person',
      location: 'Torino, Via Po 10',
      price: 0,
    }),
  );
  const event = added.event as { id: number; url: string };
  await ok(callApi(page, 'publishevent', { id: event.id, publish: true }));
  return { title, url: event.url };
}

async function postRequirement(page: Page, fields: Record<string, unknown>): Promise<Listing> {
  const posted = await ok(
    callApi(page, 'addrequirement', { description: 'Due mezze giornate per il team.', ...fields }),
  );
  return { title: String(fields.title), url: (posted.requirement as { url: string }).url };
}

/** Creates the world in a browser context of its own (the test's page stays a visitor). */
export async function createSearchWorld(
  browser: Browser,
  testInfo: TestInfo,
): Promise<SearchWorld> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const word = madeUpWord();

  const provider = await createUser(page);
  await logIn(page, provider.username, provider.password);
  await becomeProvider(page);
  const analysts = await publishTopic(page, {
    title: `${word} per analisti`,
    category: 'data-analytics',
    price: 30_000,
    delivery: 'online',
    languages: ['it'],
  });
  const advanced = await publishTopic(page, {
    title: `${word} avanzato in aula`,
    category: 'data-analytics',
    price: 90_000,
    delivery: 'in_person',
    location: 'Milano',
    languages: ['it'],
  });
  const managers = await publishTopic(page, {
    title: `Leadership con ${word} per manager`,
    category: 'leadership',
    price: 60_000,
    delivery: 'blended',
    languages: ['en'],
  });
  const summer = await publishEvent(page, `${word} day d'estate`, `${nextYear}-06-12`);
  const autumn = await publishEvent(page, `${word} day d'autunno`, `${nextYear}-09-20`);

  const seeker = await createUser(page);
  await logIn(page, seeker.username, seeker.password);
  const sales = await postRequirement(page, {
    title: `${word} per la rete vendita`,
    category: 'sales',
    budgetMin: 100_000,
    budgetMax: 300_000,
  });
  const finance = await postRequirement(page, {
    title: `${word} per la contabilità`,
    category: 'finance',
    budgetMax: 80_000,
  });

  return {
    word,
    provider: provider.username,
    topics: { analysts, advanced, managers },
    events: { summer, autumn },
    requirements: { sales, finance },
    done: () => context.close(),
  };
}
