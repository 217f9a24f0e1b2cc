import { expect } from 'vitest';
import type { TestClient } from '../../test/app.ts';

export { signedIn } from '../../test/upload-fixtures.ts';
export { requirementForm as form } from '../../test/listing-forms.ts';
import { requirementForm as form } from '../../test/listing-forms.ts';

/** Test helpers for the requirement actions: signed-in clients, the form, common calls. */

export type Fields = Record<string, string | number | boolean>;

export const nextYear = new Date().getUTCFullYear() + 1;

/** Posts a requirement that must be accepted; answers its id and url. */
export async function post(client: TestClient, overrides: Fields = {}) {
  const response = await client.action('addrequirement', form(overrides));
  const body = response.json<{ status: boolean; requirement: { id: number; url: string } }>();
  expect(body, JSON.stringify(body)).toMatchObject({ status: true });
  return body.requirement;
}

export function detail(client: TestClient, key: Fields) {
  return client.action('requirementdetail', key);
}

/** The per-field message keys of a refused (400 invalid_input) call. */
export async function fieldErrors(client: TestClient, action: string, fields: Fields) {
  const response = await client.action(action, fields);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ status: false, code: 'invalid_input' });
  return response.json<{ fields: Record<string, string[]> }>().fields;
}
