import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../test/app.ts';
import {
  fileParts,
  picture,
  signedIn as signInMember,
  upload,
  type Part,
} from '../../test/upload-fixtures.ts';

export { fileOf } from '../../test/upload-fixtures.ts';
export { completeTopic } from '../../test/listing-forms.ts';
import { completeTopic } from '../../test/listing-forms.ts';

/** Test helpers of the topic tests: signed-in providers and seekers, selling calls, uploads. */

export type Fields = Record<string, unknown>;

export interface Member {
  id: number;
  username: string;
  client: TestClient;
}

export const signedIn = (t: TestApp, role: 'provider' | 'seeker'): Promise<Member> =>
  signInMember(t, role);

/** An action of /inc/selling, sent as JSON so lists travel as arrays. */
export function sell(client: TestClient, action: string, fields: Fields = {}) {
  return client.action(action, fields as Record<string, string>, {
    endpoint: 'selling',
    json: true,
  });
}

export interface TopicReply {
  status: true;
  topic: { id: number; url: string };
}

/** A provider's draft; answers its id and url. */
export async function createDraft(member: Member, overrides: Fields = {}) {
  const response = await sell(member.client, 'addtopic', completeTopic(overrides));
  const body = response.json<TopicReply>();
  expect(body, JSON.stringify(body)).toMatchObject({ status: true });
  return body.topic;
}

export async function createPublished(member: Member, overrides: Fields = {}) {
  const topic = await createDraft(member, overrides);
  const response = await sell(member.client, 'publishtopic', { id: topic.id, publish: true });
  expect(response.json()).toMatchObject({ status: true, topic: { status: 'published' } });
  return topic;
}

/** POST /inc/upload with a topic id and a file (either may be left out), and other fields. */
export function uploadTo(
  client: TestClient,
  topicId: number | string | null,
  file: Buffer | null,
  options: { filename?: string; contentType?: string; fields?: Record<string, string> } = {},
) {
  const parts: Part[] = [];
  if (topicId !== null) parts.push({ name: 'topicId', value: String(topicId) });
  for (const [name, value] of Object.entries(options.fields ?? {})) parts.push({ name, value });
  if (file) parts.push(...fileParts(file, options.filename ?? 'photo.png', options.contentType));
  return upload(client, parts, { url: '/inc/upload' });
}

export const png = (width = 1600, height = 900) => picture(width, height).png().toBuffer();

export interface ImagesReply {
  status: true;
  images: Array<{ large: string; card: string; thumb: string }>;
}
