import { describeAccess } from '@app/contracts/access';
import { streamCounts, streamMessage } from '@app/contracts/actions/messaging';
import { uploads, type UploadDefinition } from '@app/contracts/uploads';
import { limits } from '@app/contracts/validation';
import { challengeSchema } from '../../lib/captcha.ts';
import { imageKinds, storedNamePattern } from '../../lib/images.ts';
import {
  attachmentHeaders,
  binaryContent,
  documentSchema,
  download,
  failures,
  idSchema,
  pathParameter,
  redirect,
  schemaRef,
  security,
  tags,
  textReply,
} from './openapi-parts.ts';

/**
 * The routes the web app calls beside the action endpoints: uploads, documents, the live stream,
 * the captcha, the addresses whose token is the proof (calendar feeds, unsubscribe links) and the
 * stored images.
 */

const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const isOptional = (description: string) => description.startsWith('optional');

/** One operation per upload path (contracts/uploads.ts), its fields those of every upload there. */
function uploadPaths(): Record<string, unknown> {
  const byPath = new Map<string, Array<[string, UploadDefinition]>>();
  for (const [name, upload] of Object.entries(uploads) as Array<[string, UploadDefinition]>) {
    byPath.set(upload.path, [...(byPath.get(upload.path) ?? []), [name, upload]]);
  }
  return Object.fromEntries(
    [...byPath].map(([path, own]) => {
      const fieldNames = [...new Set(own.flatMap(([, upload]) => Object.keys(upload.fields)))];
      const properties = Object.fromEntries(
        fieldNames.map((field) => {
          const descriptions = own.flatMap(([, upload]) => upload.fields[field] ?? []);
          return [field, { type: 'string', description: [...new Set(descriptions)].join(' or ') }];
        }),
      );
      // Required where every upload of the path needs it.
      const required = fieldNames.filter((field) =>
        own.every(([, upload]) => {
          const description = upload.fields[field];
          return description !== undefined && !isOptional(description);
        }),
      );
      const responses = [...new Set(own.map(([, upload]) => upload.response))];
      const operation = {
        operationId: `upload${own.map(([name]) => capitalized(name)).join('Or')}`,
        summary: own.map(([, upload]) => upload.summary).join(' '),
        tags: [tags.uploads.name],
        description: [
          `The image in \`file\` (JPEG, PNG, WebP or GIF, at most ${limits.imageBytesMax / 1024 / 1024} MiB), recognised by its content and re-encoded to WebP. Who may send it:`,
          ...own.map(([name, upload]) => `- \`${name}\`: ${describeAccess(upload.access)}`),
          '',
          'A picture that is not an image is a business failure (`invalid_image`, HTTP 200).',
        ].join('\n'),
        security: security.sessionAndXsrf,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  ...properties,
                  file: { type: 'string', format: 'binary', description: 'the image' },
                },
                required: [...required, 'file'],
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'The stored image(s), or a business failure (`status: false`).',
            content: {
              'application/json': {
                schema: {
                  anyOf: [
                    ...responses.map((schema) => documentSchema(schema)),
                    schemaRef('Failure'),
                  ],
                },
              },
            },
          },
          ...failures(
            'invalid_input',
            'auth_required',
            'csrf',
            'forbidden',
            'payload_too_large',
            'unsupported_media_type',
            'rate_limited',
            'internal',
          ),
        },
      };
      return [path, { post: operation }];
    }),
  );
}

/** A document for its parties only, by the same rule as the action that shows it. */
const partyDocument = (
  operationId: string,
  summary: string,
  mediaType: string,
  rule: string,
  extra = '',
) => ({
  get: {
    operationId,
    summary,
    tags: [tags.documents.name],
    description: `For the parties of the document only (the same rule as \`${rule}\`). Never kept by a shared cache.${extra}`,
    security: security.session,
    parameters: [pathParameter('id', 'the document', idSchema)],
    responses: {
      '200': {
        description: 'The file; or, as JSON, a business refusal of the session.',
        headers: attachmentHeaders,
        content: {
          ...binaryContent(mediaType),
          // A company that asks its staff for two-factor refuses a session without it.
          'application/json': { schema: schemaRef('Failure') },
        },
      },
      ...failures('auth_required', 'forbidden', 'not_found', 'rate_limited'),
    },
  },
});

function documentPaths(): Record<string, unknown> {
  return {
    '/inc/documents/invoices/{id}.pdf': partyDocument(
      'getInvoicePdf',
      'An invoice or credit note as PDF',
      'application/pdf',
      'invoiceDetail',
    ),
    '/inc/documents/invoices/{id}.xml': partyDocument(
      'getInvoiceFatturaPa',
      'An invoice or credit note as FatturaPA XML',
      'application/xml',
      'invoiceDetail',
      ' Italian sellers’ documents only; any other is `not_found`.',
    ),
    '/inc/documents/purchase-orders/{id}.pdf': partyDocument(
      'getPurchaseOrderPdf',
      'A purchase order as PDF',
      'application/pdf',
      'purchaseOrderDetail',
    ),
    '/inc/documents/data-export/{id}/{token}': {
      get: {
        operationId: 'getDataExport',
        summary: 'A copy of one’s data (ZIP), once',
        tags: [tags.documents.name],
        description:
          'The e-mailed link of a data export, for its signed-in owner only (the link alone is not enough), once. A used, expired or foreign link is `not_found`.',
        security: security.session,
        parameters: [
          pathParameter('id', 'the export', idSchema),
          pathParameter('token', 'the link’s token', { type: 'string', maxLength: 256 }),
        ],
        responses: {
          '200': download('The ZIP of the account’s data.', 'application/zip'),
          ...failures('auth_required', 'not_found', 'rate_limited'),
        },
      },
    },
  };
}

function liveStreamPath(): Record<string, unknown> {
  return {
    '/inc/stream': {
      get: {
        operationId: 'openLiveStream',
        summary: 'The signed-in user’s live events (server-sent events)',
        tags: [tags.live.name],
        description: [
          'Stays open. Events:',
          '- `message` (id = the message id): a message, its data as `x-events.message` of the 200 reply;',
          '- `count`: the unread counts, its data as `x-events.count`;',
          '- `read`: the other person read up to a message, `{"by", "upTo"}`;',
          '- `end`: the session ended (signed out elsewhere, revoked): sign in again.',
          '',
          'A reconnecting EventSource sends `Last-Event-ID`; the messages after it are sent first (500 at most). Comment lines keep idle proxies from closing it.',
        ].join('\n'),
        security: security.session,
        parameters: [
          {
            name: 'Last-Event-ID',
            in: 'header',
            description: 'The last message id seen (sent by a reconnecting EventSource).',
            schema: { type: 'string', pattern: '^[0-9]{1,10}$' },
          },
          {
            name: 'lastEventId',
            in: 'query',
            description: 'The same, for a page that opens a new stream.',
            schema: { type: 'string', pattern: '^[0-9]{1,10}$' },
          },
        ],
        responses: {
          '200': {
            description: 'The event stream.',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
            'x-events': {
              message: documentSchema(streamMessage),
              count: documentSchema(streamCounts),
            },
          },
          ...failures('auth_required', 'rate_limited'),
        },
      },
    },
  };
}

function linkPaths(): Record<string, unknown> {
  const notFound = textReply(
    'Not a live address (every such address answers alike).',
    'text/plain',
  );
  const token = pathParameter('token', 'the signed token of the e-mail’s link', { type: 'string' });
  return {
    '/inc/calendar/{feed}.ics': {
      get: {
        operationId: 'getCalendarFeed',
        summary: 'A staff member’s private iCalendar feed of their company’s schedule',
        tags: [tags.links.name],
        description:
          'The address `calendarfeed` answers, for calendar apps: no session, the token in the path is the proof (`rotatecalendarfeed` replaces it). The past 90 days and the coming year.',
        security: security.none,
        parameters: [
          pathParameter('feed', '`{userId}-{companyId}-{token}`', {
            type: 'string',
            pattern: '^[1-9][0-9]{0,9}-[1-9][0-9]{0,9}-[A-Za-z0-9_-]{43}$',
          }),
        ],
        responses: {
          '200': textReply('The calendar (RFC 5545).', 'text/calendar'),
          '404': notFound,
          ...failures('rate_limited'),
        },
      },
    },
    '/inc/unsubscribe/{token}': {
      get: {
        operationId: 'openUnsubscribeLink',
        summary: 'An unsubscribe link opened in a browser: leads to the page that asks first',
        tags: [tags.links.name],
        description: 'Changes nothing.',
        security: security.none,
        parameters: [token],
        responses: {
          '303': redirect('To the page that asks whether to turn the list off.'),
          '404': notFound,
          ...failures('rate_limited'),
        },
      },
      post: {
        operationId: 'unsubscribeOneClick',
        summary: 'One-click unsubscribe (RFC 8058), as a mail client posts it',
        tags: [tags.links.name],
        description:
          'Turns off the list the token names. No session and no XSRF header: the signed token is the proof.',
        security: security.none,
        parameters: [token],
        requestBody: {
          required: true,
          content: Object.fromEntries(
            ['application/x-www-form-urlencoded', 'multipart/form-data'].map((mediaType) => [
              mediaType,
              {
                schema: {
                  type: 'object',
                  properties: { 'List-Unsubscribe': { const: 'One-Click' } },
                },
              },
            ]),
          ),
        },
        responses: {
          '200': textReply('Unsubscribed.', 'text/plain'),
          '404': notFound,
          ...failures('unsupported_media_type', 'rate_limited'),
        },
      },
    },
  };
}

/** The routes of the web app beside the actions, by path. */
export function appRoutePaths(): Record<string, unknown> {
  return {
    ...uploadPaths(),
    ...documentPaths(),
    ...liveStreamPath(),
    '/inc/captcha': {
      get: {
        operationId: 'getCaptchaChallenge',
        summary: 'A fresh proof-of-work challenge for the login captcha (ALTCHA)',
        tags: [tags.signIn.name],
        description:
          'The ALTCHA widget fetches it; its solved payload goes in `login`’s `recaptcha` field.',
        security: security.none,
        responses: {
          '200': {
            description: 'The signed challenge.',
            content: { 'application/json': { schema: documentSchema(challengeSchema) } },
          },
          ...failures('rate_limited'),
        },
      },
    },
    ...linkPaths(),
    '/uploads/{kind}/{name}': {
      get: {
        operationId: 'getStoredImage',
        summary: 'A stored image',
        tags: [tags.images.name],
        description:
          'The addresses the API answers in its image fields. Cached for a year (names never change); `If-None-Match` with the ETag answers 304.',
        security: security.none,
        parameters: [
          pathParameter('kind', 'what the image belongs to', {
            type: 'string',
            enum: [...imageKinds],
          }),
          pathParameter('name', 'the file', { type: 'string', pattern: storedNamePattern.source }),
        ],
        responses: {
          '200': { description: 'The image.', content: binaryContent('image/webp') },
          '304': { description: 'Not modified.' },
          ...failures('not_found'),
        },
      },
    },
  };
}
