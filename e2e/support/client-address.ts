import type { Page } from '@playwright/test';

/**
 * Failed logins count per client address as well as per name (10 from one address demand a
 * captcha for everyone there). The e2e server trusts X-Forwarded-For from 127.0.0.1, like a
 * reverse proxy on the same host: a test that fails logins on purpose takes an address of its own
 * so that it never makes every other test's logins demand a captcha.
 */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const part = () => Math.floor(Math.random() * 254) + 1;
  const address = `10.${part()}.${part()}.${part()}`;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}
