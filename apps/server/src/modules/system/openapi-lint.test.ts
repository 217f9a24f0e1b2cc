import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { languagePrefix, languages } from '@app/contracts/locales';
import { buildOpenApiDocument } from './openapi.ts';

/**
 * Operations a rule of Redocly's `recommended` does not fit, each with why; the rule stays on for
 * every other operation, and an exemption that no longer matches a problem fails the test.
 */
const exemptions: Array<{ rule: string; operations: string[]; why: string }> = [
  {
    rule: 'operation-2xx-response',
    operations: ['GET /inc/unsubscribe/{token}', 'GET /social/login/{provider}'],
    why: 'a redirect is their success: 303 to the page that asks first, 302 to the provider',
  },
  {
    rule: 'operation-4xx-response',
    operations: [
      'GET /healthz',
      'GET /readyz',
      'GET /robots.txt',
      'GET /sitemap.xml',
      ...languages.map((language) => `GET ${languagePrefix(language)}/blog/rss.xml`),
      'GET /social/popup.js',
      'GET /social/popup.css',
    ],
    why: 'fixed answers outside /inc/ (no input, no rate limit): no client error exists to describe, and a made-up one would mislead a client',
  },
];

/** `#/paths/~1healthz/get/responses`: where Redocly reports an operation's responses. */
function responsesPointer(operation: string): string {
  const [method, path] = operation.split(' ') as [string, string];
  const escaped = path.replaceAll('~', '~0').replaceAll('/', '~1');
  return `#/paths/${escaped}/${method.toLowerCase()}/responses`;
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The product is published under no licence (a private package, no LICENSE file): naming
        // one here would state terms its owner never chose. Add it when they do.
        'info-license': 'off',
      },
    });
    const problems = await lintFromString({
      source: JSON.stringify(buildOpenApiDocument('Skillvia')),
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems.map((problem) => ({
      rule: problem.ruleId,
      severity: problem.severity,
      at: problem.location[0]?.pointer ?? '',
      message: problem.message,
    }));
    const isExempt = (problem: (typeof found)[number]) =>
      exemptions.some(
        ({ rule, operations }) =>
          rule === problem.rule &&
          operations.some((operation) => responsesPointer(operation) === problem.at),
      );
    expect(found.filter((problem) => !isExempt(problem))).toEqual([]);
    const unused = exemptions.flatMap(({ rule, operations }) =>
      operations
        .filter(
          (operation) =>
            !found.some(
              (problem) => problem.rule === rule && problem.at === responsesPointer(operation),
            ),
        )
        .map((operation) => `${rule}: ${operation}`),
    );
    expect(unused).toEqual([]);
  });
});
