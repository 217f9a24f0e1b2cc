import { languagePrefix, languages } from '@app/contracts/locales';
import { socialProviderNames } from '../../config/env.ts';
import { failures, pathParameter, redirect, security, tags, textReply } from './openapi-parts.ts';

/**
 * The routes that are not the web app's calls: the site's files for crawlers and feed readers,
 * social login's popup, this reference, the probes and the metrics.
 */

/** A page of the social login popup, in the visitor's language. */
const popupPage = (description: string) => textReply(description, 'text/html');

function socialPaths(): Record<string, unknown> {
  const provider = pathParameter('provider', 'the identity provider', {
    type: 'string',
    enum: [...socialProviderNames],
  });
  return {
    '/social/login/{provider}': {
      get: {
        operationId: 'startSocialLogin',
        summary: 'Starts social login in a popup (OpenID Connect, PKCE)',
        tags: [tags.signIn.name],
        description:
          'Opened in a popup by the sign-in dialog; sends it to the provider with a sealed cookie for the way back.',
        security: security.none,
        parameters: [
          provider,
          {
            name: 'lang',
            in: 'query',
            description: 'The language of the popup’s pages.',
            schema: { type: 'string', enum: [...languages] },
          },
        ],
        responses: {
          '302': redirect('To the provider.'),
          '404': popupPage('An unknown provider.'),
          '429': popupPage('Too many sign-ins started from this address.'),
          '502': popupPage('The provider could not be reached.'),
          '503': popupPage('The provider is not configured on this server.'),
        },
      },
    },
    '/social/callback/{provider}': {
      get: {
        operationId: 'finishSocialLogin',
        summary: 'Where the provider sends the popup back',
        tags: [tags.signIn.name],
        description:
          'Signs the person in (or waits for their second factor) and answers a page whose script tells the opener and closes. Needs the cookie `/social/login/{provider}` set.',
        security: security.none,
        parameters: [
          provider,
          {
            name: 'state',
            in: 'query',
            description: 'The state sent to the provider.',
            schema: { type: 'string' },
          },
          {
            name: 'code',
            in: 'query',
            description: 'The provider’s authorization code.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': popupPage('Signed in, or waiting for the second factor (`logintwofactor`).'),
          '400': popupPage('A missing, spent or foreign sign-in (state).'),
          '403': popupPage('Refused at the provider, or the account is deactivated or suspended.'),
          '404': popupPage('An unknown provider.'),
          '409': popupPage('The e-mail belongs to another account.'),
          '422': popupPage('The provider gave no verified e-mail.'),
          '500': popupPage('The sign-in failed.'),
          '502': popupPage('The provider could not be reached or answered wrongly.'),
          '503': popupPage('The provider is not configured on this server.'),
        },
      },
    },
    '/social/popup.js': {
      get: {
        operationId: 'getSocialPopupScript',
        summary: 'The script of the social login popup’s pages',
        tags: [tags.signIn.name],
        security: security.none,
        responses: { '200': textReply('The script.', 'text/javascript') },
      },
    },
    '/social/popup.css': {
      get: {
        operationId: 'getSocialPopupStylesheet',
        summary: 'The stylesheet of the social login popup’s pages',
        tags: [tags.signIn.name],
        security: security.none,
        responses: { '200': textReply('The stylesheet.', 'text/css') },
      },
    },
  };
}

function crawlerPaths(): Record<string, unknown> {
  const feeds = Object.fromEntries(
    languages.map((language) => [
      `${languagePrefix(language)}/blog/rss.xml`,
      {
        get: {
          operationId: `getBlogFeed${language[0]!.toUpperCase()}${language.slice(1)}`,
          summary: `The blog’s RSS feed in ${language}`,
          tags: [tags.site.name],
          security: security.none,
          responses: { '200': textReply('Every article, newest first.', 'application/rss+xml') },
        },
      },
    ]),
  );
  return {
    '/robots.txt': {
      get: {
        operationId: 'getRobotsTxt',
        summary: 'What crawlers may visit, and where the sitemap is',
        tags: [tags.site.name],
        security: security.none,
        responses: { '200': textReply('robots.txt', 'text/plain') },
      },
    },
    '/sitemap.xml': {
      get: {
        operationId: 'getSitemapIndex',
        summary: 'The sitemap index: the site’s file and the listings’ files',
        tags: [tags.site.name],
        security: security.none,
        responses: { '200': textReply('The sitemap index.', 'application/xml') },
      },
    },
    '/sitemaps/{file}': {
      get: {
        operationId: 'getSitemap',
        summary: 'One sitemap file the index names',
        tags: [tags.site.name],
        security: security.none,
        parameters: [
          pathParameter('file', '`{kind}-{language}-{page}.xml`', {
            type: 'string',
            pattern: '^[a-z]+-[a-z]{2}-[0-9]{1,6}\\.xml$',
          }),
        ],
        responses: {
          '200': textReply('The sitemap.', 'application/xml'),
          ...failures('not_found'),
        },
      },
    },
    ...feeds,
  };
}

function referencePaths(): Record<string, unknown> {
  return {
    '/inc/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        tags: [tags.reference.name],
        security: security.none,
        responses: {
          '200': {
            description: 'OpenAPI 3.1.',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          ...failures('rate_limited'),
        },
      },
    },
    '/inc/docs': {
      get: {
        operationId: 'getApiReferencePage',
        summary: 'The readable API reference (HTML, no scripts)',
        tags: [tags.reference.name],
        security: security.none,
        responses: {
          '200': textReply('The page.', 'text/html'),
          ...failures('rate_limited'),
        },
      },
    },
    '/inc/docs.css': {
      get: {
        operationId: 'getApiReferenceStylesheet',
        summary: 'The reference page’s stylesheet',
        tags: [tags.reference.name],
        security: security.none,
        responses: {
          '200': textReply('The stylesheet.', 'text/css'),
          ...failures('rate_limited'),
        },
      },
    },
  };
}

function operationsPaths(): Record<string, unknown> {
  return {
    '/healthz': {
      get: {
        operationId: 'getHealth',
        summary: 'Whether the process is up',
        tags: [tags.operations.name],
        security: security.none,
        responses: {
          '200': {
            description: 'Up.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { status: { const: 'ok' } },
                  required: ['status'],
                },
              },
            },
          },
        },
      },
    },
    '/readyz': {
      get: {
        operationId: 'getReadiness',
        summary: 'Whether this server takes requests',
        tags: [tags.operations.name],
        description:
          'The database answers and the server is not shutting down; the detail says where rate limits count (memory, redis, or redis-down: per server until Redis is back) and where uploads live (folder or s3).',
        security: security.none,
        responses: {
          '200': {
            description: 'Ready.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    status: { const: 'ready' },
                    rateLimits: { type: 'string', enum: ['memory', 'redis', 'redis-down'] },
                    uploads: { type: 'string', enum: ['folder', 's3'] },
                  },
                  required: ['status', 'rateLimits', 'uploads'],
                },
              },
            },
          },
          ...failures('unavailable'),
        },
      },
    },
    '/metrics': {
      get: {
        operationId: 'getMetrics',
        summary: 'Metrics in Prometheus’s text format',
        tags: [tags.operations.name],
        description:
          'Request durations by route, action and status; the process; the PostgreSQL pool; the job queue.',
        security: security.metrics,
        responses: {
          '200': textReply('The metrics (text format 0.0.4).', 'text/plain'),
          ...failures('not_found'),
        },
      },
    },
  };
}

/** The routes beside the web app's calls, by path. */
export function siteRoutePaths(): Record<string, unknown> {
  return { ...socialPaths(), ...crawlerPaths(), ...referencePaths(), ...operationsPaths() };
}
