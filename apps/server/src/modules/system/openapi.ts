import { describeAccess } from '@app/contracts/access';
import { z } from 'zod';
import { endpoints } from '@app/contracts/action';
import { failureSchema, httpStatusOf, protocolErrors } from '@app/contracts/errors';
import { errorMessages } from '@app/contracts/messages';
import { actions } from '@app/contracts/registry';

type JsonSchema = Record<string, unknown>;

export const requestJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });

export const responseJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' });

/** The request body of one action: its schema plus the `action` discriminator. */
function actionRequestSchema(name: string, schema: z.ZodType): JsonSchema {
  const base = requestJsonSchema(schema);
  delete base.$schema;
  const properties = { action: { const: name }, ...(base.properties as JsonSchema | undefined) };
  const required = ['action', ...((base.required as string[] | undefined) ?? [])];
  return { ...base, title: name, properties, required };
}

/** OpenAPI 3.1, generated from the contract registry: one operation per action endpoint. */
export function buildOpenApiDocument(productName: string) {
  const all = Object.values(actions);
  const schemas: Record<string, JsonSchema> = {
    Failure: { ...responseJsonSchema(failureSchema), $schema: undefined },
  };
  for (const action of all) {
    schemas[`${action.name}Request`] = actionRequestSchema(action.name, action.request);
    const response = responseJsonSchema(action.response);
    delete response.$schema;
    schemas[`${action.name}Response`] = response;
  }
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const failure = (description: string) => ({
    description,
    content: { 'application/json': { schema: ref('Failure') } },
  });

  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    const own = all.filter((action) => action.endpoint === endpoint);
    if (own.length === 0) continue;
    const requestBody = {
      oneOf: own.map((action) => ref(`${action.name}Request`)),
      discriminator: { propertyName: 'action' },
    };
    paths[`/inc/${endpoint}`] = {
      post: {
        operationId: `inc_${endpoint}`,
        summary: `Action endpoint "${endpoint}"`,
        description: [
          'The `action` field picks the action. Actions:',
          ...own.map(
            (action) =>
              `- \`${action.name}\` (${describeAccess(action.access)}): ${action.summary}`,
          ),
        ].join('\n'),
        'x-actions': own.map((action) => action.name),
        security: [{ xsrf: [] }],
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
                schema: {
                  oneOf: [...own.map((action) => ref(`${action.name}Response`)), ref('Failure')],
                },
              },
            },
          },
          '400': failure('invalid_input (with `fields`) or unknown_action'),
          '401': failure('auth_required'),
          '403': failure('csrf or forbidden'),
          '413': failure('payload_too_large'),
          '415': failure('unsupported_media_type'),
          '429': failure('rate_limited'),
          '500': failure('internal'),
        },
      },
    };
  }
  paths['/healthz'] = {
    get: { summary: 'Process is up', responses: { '200': { description: '{"status":"ok"}' } } },
  };
  paths['/readyz'] = {
    get: {
      summary:
        'Database reachable; the detail says where rate limits count (memory, redis, or redis-down: per server until Redis is back) and where uploads live (folder or s3)',
      responses: {
        '200': { description: '{"status":"ready","rateLimits":"redis","uploads":"s3"}' },
        '503': failure('unavailable'),
      },
    },
  };

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
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        xsrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description: 'Echo the XSRF-TOKEN cookie (double-submit, bound to the session).',
        },
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
      },
    },
    'x-protocol-errors': protocolErrors,
  };
}
