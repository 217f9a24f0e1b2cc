import type { z } from 'zod';
import type { ActionInput, ActionName, ActionResponse, Actions } from '@app/contracts/registry';
import { endpointOf } from '@app/contracts/action-endpoints';
import {
  isErrorCode,
  isFailureBody,
  type ErrorCode,
  type FailureBody as Failure,
} from '@app/contracts/error-codes';

/** A business failure (HTTP 200, status false), with the extra fields its action may carry. */
export type ActionFailure<N extends ActionName> = Failure &
  Partial<z.output<NonNullable<Actions[N]['failureExtra']>>>;

/** What a call resolves to: the typed success body or a typed business failure. */
export type ActionResult<N extends ActionName> = ActionResponse<N> | ActionFailure<N>;

/** A protocol error (4xx/5xx): the code of the contract's taxonomy and per-field problems. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly fields: Record<string, string[]> = {},
    message: string = code,
  ) {
    super(message);
  }
}

/** The server could not be reached (offline, refused, proxy without upstream). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export const csrfCookieName = 'XSRF-TOKEN';
export const csrfHeaderName = 'X-XSRF-TOKEN';

/** Read fresh on every call: the server replaces the token at login and logout. */
export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

export function isFailure<N extends ActionName>(
  result: ActionResult<N>,
): result is ActionFailure<N> {
  return (
    typeof result === 'object' && result !== null && result.status === false && 'code' in result
  );
}

/** How a call reaches the server: the browser's fetch, or the server's own (server rendering). */
export type ActionTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ActionTransport = (path, init) => fetch(path, init);

/**
 * The server renders public pages for visitors and reaches its own actions in-process, as a
 * visitor with a CSRF token of its own (entry-server.tsx); the browser never calls this.
 */
export function setActionTransport(next: ActionTransport): void {
  transport = next;
}

/**
 * A call whose body is at most this long is sent with `keepalive`: it reaches the server even when
 * the page is left at once (a favourite added, then a link that loads a whole page, such as another
 * language), where an ordinary request is cancelled and the change silently lost. Browsers allow
 * 64 KiB of such bodies in flight at once; the calls a click makes are a few hundred bytes, and a
 * longer one (a description, an invoice's lines) is sent as before, so the quota is never reached.
 */
const keepaliveBodyLimit = 4096;

async function post(name: ActionName, input: unknown): Promise<Response> {
  const token = typeof document === 'undefined' ? null : readCookie(csrfCookieName);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (token) headers[csrfHeaderName] = token;
  const body = JSON.stringify({ ...(input as object), action: name });
  try {
    return await transport(`/inc/${endpointOf(name)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body,
      keepalive: body.length <= keepaliveBodyLimit,
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function protocolError(response: Response, body: unknown): ApiError | NetworkError {
  if (isFailureBody(body)) {
    return new ApiError(body.code, response.status, body.fields ?? {}, body.msg);
  }
  // A gateway answering without the server behind it is a reachability problem, not a fault.
  if ([502, 503, 504].includes(response.status)) {
    return new NetworkError(`HTTP ${response.status}`);
  }
  const code = (body as { code?: unknown } | undefined)?.code;
  return new ApiError(isErrorCode(code) ? code : 'internal', response.status);
}

/**
 * A reply in development and tests, checked against the action's schemas: a success is parsed
 * (defaults, transforms), anything else is a failure or a fault of the server.
 */
async function checkedReply<N extends ActionName>(
  name: N,
  body: unknown,
  status: number,
): Promise<ActionResult<N>> {
  const { actions } = await import('@app/contracts/registry');
  const definition = actions[name];
  const success = definition.response.safeParse(body);
  if (success.success) return success.data as ActionResponse<N>;
  if (isFailureBody(body)) {
    const extra = definition.failureExtra?.safeParse(body);
    return { ...(extra?.success ? extra.data : {}), ...body } as ActionFailure<N>;
  }
  throw new ApiError('internal', status, {}, `Unexpected reply to ${name}`);
}

/**
 * The one client of the action API. The endpoint comes from the contract registry; the reply is
 * the typed success or business failure. Protocol errors throw ApiError, an unreachable server
 * throws NetworkError. A rejected CSRF token is retried once with the cookie's current value.
 */
export async function callAction<N extends ActionName>(
  name: N,
  input: ActionInput<N>,
): Promise<ActionResult<N>> {
  let response = await post(name, input);
  let body = await readJson(response);
  if (response.status === 403 && (body as { code?: unknown } | undefined)?.code === 'csrf') {
    response = await post(name, input);
    body = await readJson(response);
  }
  if (!response.ok) throw protocolError(response, body);
  // The server checks every reply against the contract before it sends it (actions/routes.ts):
  // a production build takes it as it comes and leaves the schemas, and zod, out of the first
  // load (issue 14). Development and tests check it again, against the same schemas.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    return checkedReply(name, body, response.status);
  }
  if (typeof body !== 'object' || body === null) {
    throw new ApiError('internal', response.status, {}, `Unexpected reply to ${name}`);
  }
  return body as ActionResult<N>;
}

/** A business failure as an exception, for callers that only go on after a success. */
export class ActionFailedError extends Error {
  override readonly name = 'ActionFailedError';
  readonly code: ErrorCode;
  constructor(readonly failure: Failure) {
    super(failure.msg);
    this.code = failure.code;
  }
}

/** callAction for queries and mutations: the success body, or ActionFailedError. */
export async function callActionOrThrow<N extends ActionName>(
  name: N,
  input: ActionInput<N>,
): Promise<ActionResponse<N>> {
  const result = await callAction(name, input);
  if (isFailure(result)) throw new ActionFailedError(result);
  return result;
}

/**
 * callActionOrThrow for a record found by its address: null when the server answers that there
 * is none (`missing`, e.g. listing_not_found), so the page can say "not found" rather than fail.
 */
export async function callActionOrNull<N extends ActionName>(
  name: N,
  input: ActionInput<N>,
  missing: ErrorCode,
): Promise<ActionResponse<N> | null> {
  const result = await callAction(name, input);
  if (!isFailure(result)) return result;
  if (result.code === missing) return null;
  throw new ActionFailedError(result);
}

/** The multipart upload endpoints of the public contract (field `file`). */
export type UploadPath = '/inc/upload' | '/inc/event-upload' | '/inc/imgupload';

async function postUpload(path: UploadPath, file: Blob, fields: Record<string, string>) {
  const token = readCookie(csrfCookieName);
  const body = new FormData();
  // Fields first: a streaming multipart reader sees them before the file.
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', file, file instanceof File ? file.name : 'upload');
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(token ? { [csrfHeaderName]: token } : {}) },
      body,
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
}

/**
 * Uploads one file as `multipart/form-data` with the CSRF header, like callAction: resolves to the
 * reply parsed by `response` or a business failure; protocol errors (413, 415, 401) throw ApiError.
 */
export async function uploadFile<S extends z.ZodType>(
  path: UploadPath,
  file: Blob,
  fields: Record<string, string>,
  response: S,
): Promise<z.output<S> | Failure> {
  let reply = await postUpload(path, file, fields);
  let body = await readJson(reply);
  if (reply.status === 403 && (body as { code?: unknown } | undefined)?.code === 'csrf') {
    reply = await postUpload(path, file, fields);
    body = await readJson(reply);
  }
  if (!reply.ok) throw protocolError(reply, body);
  const success = response.safeParse(body);
  if (success.success) return success.data;
  if (isFailureBody(body)) return body;
  throw new ApiError('internal', reply.status, {}, `Unexpected reply from ${path}`);
}

/** uploadFile for callers that only go on after a success: the reply, or ActionFailedError. */
export async function uploadFileOrThrow<S extends z.ZodType>(
  path: UploadPath,
  file: Blob,
  fields: Record<string, string>,
  response: S,
): Promise<z.output<S>> {
  const result = await uploadFile(path, file, fields, response);
  if ((result as Partial<Failure>).status === false) throw new ActionFailedError(result as Failure);
  return result as z.output<S>;
}
