import type { z } from 'zod';
import {
  actions,
  type ActionInput,
  type ActionName,
  type ActionResponse,
  type Actions,
} from '@app/contracts/registry';
import {
  errorCodeSchema,
  failureSchema,
  type ErrorCode,
  type Failure,
} from '@app/contracts/errors';

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

async function post(name: ActionName, input: unknown): Promise<Response> {
  const token = readCookie(csrfCookieName);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (token) headers[csrfHeaderName] = token;
  try {
    return await fetch(`/inc/${actions[name].endpoint}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ ...(input as object), action: name }),
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
  const parsed = failureSchema.safeParse(body);
  if (parsed.success) {
    return new ApiError(
      parsed.data.code,
      response.status,
      parsed.data.fields ?? {},
      parsed.data.msg,
    );
  }
  // A gateway answering without the server behind it is a reachability problem, not a fault.
  if ([502, 503, 504].includes(response.status)) {
    return new NetworkError(`HTTP ${response.status}`);
  }
  const code = errorCodeSchema.safeParse((body as { code?: unknown } | undefined)?.code);
  return new ApiError(code.success ? code.data : 'internal', response.status);
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

  const definition = actions[name];
  const success = definition.response.safeParse(body);
  if (success.success) return success.data as ActionResponse<N>;
  const failure = failureSchema.safeParse(body);
  if (failure.success) {
    const extra = definition.failureExtra?.safeParse(body);
    return { ...(extra?.success ? extra.data : {}), ...failure.data } as ActionFailure<N>;
  }
  throw new ApiError('internal', response.status, {}, `Unexpected reply to ${name}`);
}
