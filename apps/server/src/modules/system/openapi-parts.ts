import { z } from 'zod';
import { httpStatusOf, type ProtocolErrorCode } from '@app/contracts/errors';
import { CSRF_COOKIE, CSRF_HEADER } from '../../plugins/csrf.ts';
import { SESSION_COOKIE } from '../../plugins/sessions.ts';

/** The pieces every part of the OpenAPI document is made of: schemas, security, responses. */

export type JsonSchema = Record<string, unknown>;

export const requestJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });

export const responseJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' });

/** A zod schema as it sits inside the document: without a `$schema` of its own. */
export function documentSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const json = io === 'input' ? requestJsonSchema(schema) : responseJsonSchema(schema);
  delete json.$schema;
  return json;
}

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The tags that group the operations, in the order a reader meets them. */
export const tags = {
  actions: {
    name: 'Actions',
    description: 'The action endpoints: a POST whose `action` field names the action.',
  },
  uploads: {
    name: 'Uploads',
    description: 'Images sent as `multipart/form-data` (field `file`), re-encoded to WebP.',
  },
  documents: {
    name: 'Documents',
    description: 'Files for their parties only: invoices, purchase orders, a copy of one’s data.',
  },
  live: { name: 'Live updates', description: 'The signed-in user’s server-sent events.' },
  links: {
    name: 'Links',
    description: 'Addresses whose token is the proof: calendar feeds and e-mail unsubscribe links.',
  },
  signIn: {
    name: 'Sign-in',
    description: 'The login captcha and social login (OpenID Connect in a popup).',
  },
  images: { name: 'Images', description: 'Stored images, always `image/webp`.' },
  site: {
    name: 'Site',
    description: 'What crawlers and feed readers fetch: robots.txt, sitemaps, the blog’s feeds.',
  },
  reference: { name: 'Reference', description: 'This document and its readable page.' },
  operations: {
    name: 'Operations',
    description: 'Probes for load balancers and metrics for Prometheus.',
  },
} as const;

export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session, set by a sign-in (`login` and the other sign-in actions).',
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER.toUpperCase(),
    description: `Echo the ${CSRF_COOKIE} cookie (double-submit, bound to the session); every non-GET request to /inc/ needs it. Any GET to /inc/ sets the cookie when it is missing.`,
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'METRICS_TOKEN. Without it configured, /metrics answers only callers on the same machine that did not come through a proxy.',
  },
} as const;

/** Security requirements (a list: any one of them; inside one, all of its schemes). */
export const security = {
  /** No credentials: a public address, or one whose path carries its own token. */
  none: [],
  /** A GET for a signed-in user. */
  session: [{ session: [] }],
  /** A non-GET for a signed-in user. */
  sessionAndXsrf: [{ session: [], xsrf: [] }],
  /** A non-GET open to visitors too: the XSRF header always, the session when signed in. */
  xsrfWithOrWithoutSession: [{ session: [], xsrf: [] }, { xsrf: [] }],
  /** The scraper's bearer token, or none from this machine when no token is configured. */
  metrics: [{ metricsToken: [] }, {}],
} as const;

const failureContent = { 'application/json': { schema: schemaRef('Failure') } };

/**
 * The failure replies of these codes, `{status: false, msg, code}`, one per HTTP status (codes of
 * the same status share it); the statuses come from the contract's error taxonomy.
 */
export function failures(...codes: ProtocolErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ProtocolErrorCode[]>();
  for (const code of codes) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, sameStatus]) => [
      String(status),
      {
        description: sameStatus.map((code) => `\`${code}\``).join(' or '),
        content: failureContent,
      },
    ]),
  );
}

/** A reply whose body is text of this media type. */
export const textReply = (description: string, mediaType: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string' } } },
});

/** Bytes of this media type. */
export const binaryContent = (mediaType: string) => ({
  [mediaType]: { schema: { type: 'string', format: 'binary' } },
});

export const attachmentHeaders = {
  'Content-Disposition': {
    description: '`attachment`, with the file name',
    schema: { type: 'string' },
  },
};

/** A file to save (Content-Disposition: attachment). */
export const download = (description: string, mediaType: string) => ({
  description,
  headers: attachmentHeaders,
  content: binaryContent(mediaType),
});

/** A redirect, with the address in Location. */
export const redirect = (description: string) => ({
  description,
  headers: { Location: { description: 'where to go', schema: { type: 'string' } } },
});

export const pathParameter = (name: string, description: string, schema: JsonSchema) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
});

/** A database id in a path: what the routes accept before they look anything up. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
