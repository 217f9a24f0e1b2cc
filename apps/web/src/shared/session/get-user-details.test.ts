import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubActions } from '../../test/render-in-app.tsx';
import { setAppConfig } from '../../lib/app-config.ts';
import { getUserDetails, resetFirstSessionCheck } from './get-user-details.ts';

/** The page the server wrote says whether a session came with it (plugins/static.ts). */
function pageSays(signedIn: boolean) {
  setAppConfig({ productName: 'Skillvia', defaultLanguage: 'it', signedIn });
}

beforeEach(() => resetFirstSessionCheck());
afterEach(() => {
  vi.unstubAllGlobals();
  resetFirstSessionCheck();
  setAppConfig({ productName: 'Skillvia', defaultLanguage: 'it', signedIn: null });
});

describe('the first session check', () => {
  it('asks nobody when the page came without a session, and asks the next time', async () => {
    pageSays(false);
    const calls = stubActions(() => ({ status: false, msg: 'Sign in', code: 'auth_required' }));
    expect(await getUserDetails()).toBeNull();
    expect(calls).toHaveLength(0);
    // Later checks (after signing in on this page) go to the server.
    expect(await getUserDetails()).toBeNull();
    expect(calls.map((call) => call.action)).toEqual(['loginuserdetail']);
  });
});
