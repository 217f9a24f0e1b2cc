import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../lib/totp.ts';
import { createTestApp, createUser, TestClient, type TestApp } from '../../test/app.ts';

/**
 * The second factor's limits as they run (issue 34): the tries at a code count per account, so a
 * password holder who changes address and signs in again for every try still gets only a few.
 * (two-factor.test.ts runs without limits.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** A browser at an address no other request in this file used. */
const freshBrowser = () => {
  addressCounter += 1;
  return new TestClient(
    t.app,
    `10.34.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`,
  );
};

/** The next time step's code (turning it on used this one's; the app allows one step of drift). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

async function accountWithTwoFactor() {
  const user = await createUser(t.db);
  const client = new TestClient(t.app);
  await client.login(user.username, user.password);
  const setup = (await client.action('twofactorsetup')).json<{ secret: string }>();
  await client.action('twofactorenable', { code: totpCode(setup.secret) });
  return { user, secret: setup.secret };
}

/** Signs in with the password from a new address, then answers the second step with `code`. */
async function tryCode(user: { username: string; password: string }, code: string) {
  const browser = freshBrowser();
  expect((await browser.login(user.username, user.password)).json()).toMatchObject({
    code: 'two_factor_required',
  });
  const response = await browser.action('logintwofactor', { code });
  return { status: response.statusCode, code: response.json<{ code?: string }>().code };
}

describe('second-factor codes', () => {
  it('are refused past ten tries in 15 minutes per account, from any address', async () => {
    const { user, secret } = await accountWithTwoFactor();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(await tryCode(user, '000000')).toEqual({
        status: 200,
        code: 'two_factor_code_invalid',
      });
    }
    expect(await tryCode(user, '000000')).toEqual({ status: 429, code: 'rate_limited' });
    // Even the right code waits: a guess that happened to be right would be refused alike.
    expect(await tryCode(user, nextCode(secret))).toEqual({ status: 429, code: 'rate_limited' });

    // Another account, from the same kind of addresses, is not touched.
    const other = await accountWithTwoFactor();
    expect(await tryCode(other.user, nextCode(other.secret))).toEqual({
      status: 200,
      code: undefined,
    });
  });
});
