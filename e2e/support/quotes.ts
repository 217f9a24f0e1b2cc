import type { Locator, Page } from '@playwright/test';
import { callApi, expect } from '../fixtures.ts';

/** Quote flows: requirements and quotes made through the API, and where a quote is on a page. */

export interface PostedRequirement {
  id: number;
  url: string;
  title: string;
}

/** An open requirement of the page's signed-in user, for `participants` people. */
export async function postRequirement(
  page: Page,
  fields: Record<string, unknown> = {},
): Promise<PostedRequirement> {
  const title = `Excel per il controllo di gestione ${Math.random().toString(36).slice(2, 7)}`;
  const reply = await callApi(page, 'addrequirement', {
    title,
    category: 'office-tools',
    description: 'Tabelle pivot, Power Query e cruscotti per il team amministrativo.',
    participants: 12,
    delivery: 'in_person',
    location: 'Milano',
    ...fields,
  });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
  const requirement = (reply.body as { requirement: { id: number; url: string } }).requirement;
  return { ...requirement, title };
}

/** An instant some days ahead at 09:00 UTC, as the API takes proposed dates. */
export function daysAheadInstant(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T09:00:00.000Z`;
}

/** A `datetime-local` value some days ahead, at 09:00 in the browser's zone. */
export function daysAheadInput(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:00`;
}

/** A quote of the page's signed-in provider, sent through the API; its id. */
export async function sendQuote(
  page: Page,
  requirementId: number,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const validUntil = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const reply = await callApi(page, 'sendquote', {
    requirementId,
    pricing: 'flat',
    priceMinor: 400_000,
    dates: [daysAheadInstant(15)],
    delivery: 'online',
    validUntil,
    coverLetter: 'Percorso in tre moduli con esercitazioni sui vostri dati.',
    ...fields,
  });
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ status: true });
  return (reply.body as { quote: { id: number } }).quote.id;
}

/**
 * Everything of one quote in the owner's comparison: its table cells on wide screens, its card
 * on phones (both carry the quote's id).
 */
export function quoteParts(page: Page, quoteId: number): Locator {
  return page.getByTestId('requirement-quotes').locator(`[data-quote-id="${quoteId}"]`);
}

/** An amount in any locale's grouping: 5940 → /5[.,  ]?940[.,]00/. */
export function amount(whole: number, cents = '00'): RegExp {
  const text = String(whole);
  const grouped = text.length > 3 ? `${text.slice(0, -3)}[.,\\s\\u202f]?${text.slice(-3)}` : text;
  return new RegExp(`${grouped}[.,]${cents}`);
}
