import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failureSchema } from '@app/contracts/action';
import { actions } from '@app/contracts/registry';
import { users } from '../db/schema.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../test/app.ts';

/**
 * Every action, sent what a hostile client would send (issue 15): for each field of the action's
 * request schema, text that is odd (NUL, unpaired surrogates, scripts, SQL, very long), numbers at
 * and past the database's bounds, wrong types, arrays, objects and prototype keys, by a signed-in
 * provider. No reply may be a 500, and every reply must be in the contract: the action's success
 * shape or a failure. FUZZ_RUNS sets the cases per action (default 100: each run draws a new sample,
 * so the runs add up; fast-check prints the seed that repeats a failure).
 */

const runs = Number(process.env.FUZZ_RUNS ?? 100);

const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD83D',
  '\uDE00 low',
  '😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ﷽',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00%2e%2e/',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
  '2147483648',
  '-2147483649',
  '9'.repeat(40),
  'x'.repeat(10_000),
);

const oddNumber = fc.constantFrom(
  0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  oddNumber,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(oddText, oddNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(oddText, oddNumber), { maxKeys: 3 }),
  // An own `__proto__` key, as JSON.parse makes it.
  fc.constant(JSON.parse('{"__proto__": {"admin": true}}') as unknown),
);

/** The field names of an action's request schema (none for a schema that is not an object). */
function fieldsOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Inputs with some of the action's fields (and now and then a stray one) set to hostile values. */
function inputsFor(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fields.map(
    (field) => [field, fc.option(hostileValue, { nil: undefined })] as const,
  );
  return fc
    .tuple(
      fc.record(Object.fromEntries(known)),
      fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra'), hostileValue)),
    )
    .map(([record, stray]) => {
      const input: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(record)) {
        if (value !== undefined) input[key] = value;
      }
      if (stray) Object.defineProperty(input, stray[0], { value: stray[1], enumerable: true });
      return input;
    });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitPerMinute: 10_000_000, actionRateLimits: false } });
});
afterAll(() => t.close());

/** A signed-in provider of its own for each action: what one action does stays with it. */
async function providerClient(): Promise<TestClient> {
  const user = await createUser(t.db);
  await t.db.update(users).set({ serviceType: 'provider' }).where(eq(users.id, user.id));
  const client = new TestClient(t.app);
  const login = await client.login(user.username, user.password);
  expect(login.json()).toMatchObject({ status: true });
  return client;
}

describe('every action, sent hostile input', () => {
  for (const contract of Object.values(actions)) {
    it(`${contract.name} answers within its contract, never 500`, async () => {
      const client = await providerClient();
      const failure = contract.failureExtra
        ? failureSchema.extend(contract.failureExtra.shape)
        : failureSchema;
      await fc.assert(
        fc.asyncProperty(inputsFor(fieldsOf(contract.request)), async (input) => {
          const reply = await client.request({
            method: 'POST',
            url: `/inc/${contract.endpoint}`,
            payload: JSON.stringify({ ...input, action: contract.name }),
            headers: {
              'content-type': 'application/json',
              'x-xsrf-token': client.cookie('XSRF-TOKEN') ?? '',
            },
          });
          expect(reply.statusCode, reply.body.slice(0, 300)).not.toBe(500);
          const body = reply.json<unknown>();
          // The action's own answer (some answer `status: false` as a result, usernamecheck) or a
          // failure of the contract's shape.
          const inContract =
            contract.response.safeParse(body).success || failure.safeParse(body).success;
          expect(inContract, JSON.stringify(body).slice(0, 300)).toBe(true);
        }),
        { numRuns: runs },
      );
    });
  }
});
