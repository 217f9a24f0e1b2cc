import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageUploadResponse } from '@app/contracts/actions/profile';
import {
  ActionFailedError,
  ApiError,
  callAction,
  callActionOrThrow,
  isFailure,
  NetworkError,
  readCookie,
  uploadFile,
} from './api-client.ts';

type Reply = { status: number; body: unknown } | Error;

/** Only the network boundary is faked: fetch answers the queued replies in order. */
function fakeFetch(...replies: Reply[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const reply = replies.shift();
    if (!reply) throw new Error('unexpected call');
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve(
      new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('callAction', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=first%2Btoken; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('posts the action to the endpoint of the registry with the CSRF header', async () => {
    const calls = fakeFetch({
      status: 200,
      body: { status: true, topicDetail: [], user: [], requirement: [], event: [] },
    });
    const result = await callAction('searchBar', { search: 'mario' });
    expect(result).toEqual({ status: true, topicDetail: [], user: [], requirement: [], event: [] });
    const call = calls[0];
    expect(call?.url).toBe('/inc/main');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('same-origin');
    expect(JSON.parse(call?.init.body as string)).toEqual({ action: 'searchBar', search: 'mario' });
    expect(headerOf(call!.init, 'X-XSRF-TOKEN')).toBe('first+token');
    // A short call outlives the page: leaving it at once does not cancel the change.
    expect(call?.init.keepalive).toBe(true);
  });

  it("sends a long body as an ordinary request, within the browser's keepalive quota", async () => {
    const calls = fakeFetch({
      status: 200,
      body: { status: true, topicDetail: [], user: [], requirement: [], event: [] },
    });
    await callAction('searchBar', { search: 'm'.repeat(5000) });
    expect(calls[0]?.init.keepalive).toBe(false);
  });

  it('returns a business failure typed, with the extra fields of the action', async () => {
    fakeFetch({
      status: 200,
      body: {
        status: false,
        msg: 'Invalid username or password',
        code: 'invalid_credentials',
        recaptcha: true,
      },
    });
    const result = await callAction('login', { username: 'mario', password: 'x', cookie: true });
    expect(isFailure(result)).toBe(true);
    if (!isFailure(result)) return;
    expect(result.code).toBe('invalid_credentials');
    expect(result.recaptcha).toBe(true);
  });

  it('reads a status:false reply as success when the action answers a boolean (usernamecheck)', async () => {
    fakeFetch({ status: 200, body: { status: false } });
    const result = await callAction('usernamecheck', { susername: 'free_name' });
    expect(isFailure(result)).toBe(false);
    expect(result.status).toBe(false);
  });

  it('throws ApiError with code, status and field problems for protocol errors', async () => {
    fakeFetch({
      status: 400,
      body: {
        status: false,
        msg: 'Some fields are not valid',
        code: 'invalid_input',
        fields: { semail: ['validation.email.pattern'] },
      },
    });
    const error = await callAction('join', {
      susername: 'mario',
      semail: 'x',
      spassword: 'secret1',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'invalid_input',
      status: 400,
      fields: { semail: ['validation.email.pattern'] },
    });
  });

  it('throws ApiError auth_required on 401', async () => {
    fakeFetch({
      status: 401,
      body: { status: false, msg: 'Please log in to continue', code: 'auth_required' },
    });
    await expect(callAction('loginuserdetail', {})).rejects.toMatchObject({
      code: 'auth_required',
      status: 401,
    });
  });

  it('retries once on a CSRF rejection, with the cookie value of that moment', async () => {
    const calls = fakeFetch(
      { status: 403, body: { status: false, msg: 'expired', code: 'csrf' } },
      { status: 200, body: { status: true } },
    );
    const pending = callAction('logout', {});
    document.cookie = 'XSRF-TOKEN=second; path=/';
    await expect(pending).resolves.toEqual({ status: true });
    expect(calls).toHaveLength(2);
    expect(headerOf(calls[1]!.init, 'X-XSRF-TOKEN')).toBe('second');
  });

  it('gives up after one CSRF retry', async () => {
    fakeFetch(
      { status: 403, body: { status: false, msg: 'expired', code: 'csrf' } },
      { status: 403, body: { status: false, msg: 'expired', code: 'csrf' } },
    );
    await expect(callAction('logout', {})).rejects.toMatchObject({ code: 'csrf', status: 403 });
  });

  it('throws NetworkError when the server cannot be reached', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    await expect(callAction('logout', {})).rejects.toBeInstanceOf(NetworkError);
  });

  it('treats a gateway without a JSON body as unreachable, other junk as internal', async () => {
    fakeFetch({ status: 502, body: 'Bad gateway' });
    await expect(callAction('logout', {})).rejects.toBeInstanceOf(NetworkError);
    fakeFetch({ status: 500, body: '<html>' });
    await expect(callAction('logout', {})).rejects.toMatchObject({ code: 'internal', status: 500 });
  });

  it('rejects a success body that breaks the contract', async () => {
    fakeFetch({ status: 200, body: { status: true, user: 'nope' } });
    await expect(callAction('searchBar', { search: 'abc' })).rejects.toMatchObject({
      code: 'internal',
    });
  });
});

describe('uploadFile', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=up%2Btoken; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('posts multipart with the fields before the file and the CSRF header', async () => {
    const image = {
      original: '/uploads/profile/a-original.webp',
      thumb90: '/uploads/profile/a.webp',
    };
    const calls = fakeFetch({ status: 200, body: { status: true, image } });
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    const result = await uploadFile(
      '/inc/imgupload',
      file,
      { target: 'company' },
      imageUploadResponse,
    );
    expect(result).toEqual({ status: true, image });
    expect(calls[0]?.url).toBe('/inc/imgupload');
    expect(headerOf(calls[0]!.init, 'X-XSRF-TOKEN')).toBe('up+token');
    const body = calls[0]!.init.body as FormData;
    expect([...body.keys()]).toEqual(['target', 'file']);
    expect((body.get('file') as File).name).toBe('me.png');
  });

  it('resolves a business failure and throws protocol errors', async () => {
    const file = new File(['x'], 'x.txt');
    fakeFetch({ status: 200, body: { status: false, msg: 'bad', code: 'invalid_image' } });
    await expect(
      uploadFile('/inc/imgupload', file, {}, imageUploadResponse),
    ).resolves.toMatchObject({ code: 'invalid_image' });
    fakeFetch({ status: 413, body: { status: false, msg: 'big', code: 'payload_too_large' } });
    await expect(uploadFile('/inc/imgupload', file, {}, imageUploadResponse)).rejects.toMatchObject(
      { code: 'payload_too_large', status: 413 },
    );
  });
});

describe('callActionOrThrow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a business failure into ActionFailedError, told by its code', async () => {
    fakeFetch({ status: 200, body: { status: false, msg: 'no', code: 'wrong_password' } });
    const error = await callActionOrThrow('deactivateaccount', { pass: 'x' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ActionFailedError);
    expect(error).toMatchObject({ code: 'wrong_password' });
  });
});

describe('readCookie', () => {
  it('finds and decodes one cookie among many', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=ab%3Dc; b=2')).toBe('ab=c');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });
});
