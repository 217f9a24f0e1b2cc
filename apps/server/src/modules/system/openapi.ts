import { describeAccess } from '@app/contracts/access';
import type { z } from 'zod';
import { endpoints } from '@app/contracts/action';
import { failureSchema, httpStatusOf, protocolErrors } from '@app/contracts/errors';
import { errorMessages } from '@app/contracts/messages';
import { actions } from '@app/contracts/registry';
import { appRoutePaths } from './openapi-app-routes.ts';
import {
  documentSchema,
  failures,
  schemaRef,
  security,
  securitySchemes,
  tags,
  type JsonSchema,
} from './openapi-parts.ts';
import { siteRoutePaths } from './openapi-site-routes.ts';

/** The request body of one action: its schema plus the `action` discriminator. */
function actionRequestSchema(name: string, schema: z.ZodType): JsonSchema {
  const base = documentSchema(schema, 'input');
  const properties = { action: { const: name }, ...(base.properties as JsonSchema | undefined) };
  const required = ['action', ...((base.required as string[] | undefined) ?? [])];
  return { ...base, title: name, properties, required };
}

/** One operation per action endpoint, its body picked by the `action` field. */
function actionPaths(): Record<string, unknown> {
  const all = Object.values(actions);
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    const own = all.filter((action) => action.endpoint === endpoint);
    if (own.length === 0) continue;
    const requestBody = {
      oneOf: own.map((action) => schemaRef(`${action.name}Request`)),
      // Named: without a mapping, the discriminator's value would be the schema's name.
      discriminator: {
        propertyName: 'action',
        mapping: Object.fromEntries(
          own.map((action) => [action.name, schemaRef(`${action.name}Request`).$ref]),
        ),
      },
    };
    paths[`/inc/${endpoint}`] = {
      post: {
        operationId: `call${endpoint[0]!.toUpperCase()}${endpoint.slice(1)}Action`,
        summary: `Action endpoint "${endpoint}"`,
        tags: [tags.actions.name],
        description: [
          'The `action` field picks the action. Actions:',
          ...own.map(
            (action) =>
              `- \`${action.name}\` (${describeAccess(action.access)}): ${action.summary}`,
          ),
        ].join('\n'),
        'x-actions': own.map((action) => action.name),
        security: security.xsrfWithOrWithoutSession,
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': { schema: requestBody },
            'application/json': { schema: requestBody },
          },
        },
        responses: {
          '200': {
            description:
              'Success (`status: true`) or a business failure (`status: false` with a code).',
            content: {
              'application/json': {
                // Any of them, not one of them: the request's action, not the reply, says which.
                schema: {
                  anyOf: [
                    ...own.map((action) => schemaRef(`${action.name}Response`)),
                    schemaRef('Failure'),
                  ],
                },
              },
            },
          },
          ...failures(
            'invalid_input',
            'unknown_action',
            'auth_required',
            'csrf',
            'forbidden',
            'payload_too_large',
            'unsupported_media_type',
            'rate_limited',
            'internal',
            'unavailable',
          ),
        },
      },
    };
  }
  return paths;
}

/**
 * OpenAPI 3.1 of every route a client may call: the action endpoints, generated from the contract
 * registry, and the routes beside them (uploads, documents, the live stream, links, sign-in,
 * stored images, the site's files for crawlers, this reference, probes and metrics). The web
 * app's pages and its built files are not API and are not described.
 */
export function buildOpenApiDocument(productName: string) {
  const schemas: Record<string, JsonSchema> = { Failure: documentSchema(failureSchema) };
  for (const action of Object.values(actions)) {
    schemas[`${action.name}Request`] = actionRequestSchema(action.name, action.request);
    schemas[`${action.name}Response`] = documentSchema(action.response);
  }

  return {
    openapi: '3.1.0',
    info: {
      title: `${productName} API`,
      version: '1.0.0',
      description: [
        'Every action is a POST to /inc/{endpoint} with the action name in the `action` field.',
        'Error codes and their HTTP status:',
        ...Object.keys(errorMessages).map(
          (code) => `- \`${code}\` → ${httpStatusOf(code as keyof typeof errorMessages)}`,
        ),
      ].join('\n'),
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: Object.values(tags),
    paths: { ...actionPaths(), ...appRoutePaths(), ...siteRoutePaths() },
    components: { schemas, securitySchemes },
    'x-protocol-errors': protocolErrors,
  };
}
