import type { ErrorCode } from '@app/contracts/errors';
import { errorMessages } from '@app/contracts/messages';

/**
 * The one error type services throw. The error handler turns it into the contract's envelope:
 * business codes travel as HTTP 200 `{status:false, msg, code, ...extra}`, protocol codes with
 * their own status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly extra: Record<string, unknown>;

  constructor(code: ErrorCode, message?: string, extra: Record<string, unknown> = {}) {
    super(message ?? errorMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.extra = extra;
  }
}

/** Malformed input with a message key per field: 400 `invalid_input` with `fields`. */
export class InputError extends AppError {
  constructor(readonly fields: Record<string, string[]>) {
    super('invalid_input');
  }
}
