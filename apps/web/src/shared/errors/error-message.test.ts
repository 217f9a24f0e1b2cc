import { describe, expect, it } from 'vitest';
import { ActionFailedError, ApiError, NetworkError } from '../../lib/api-client.ts';
import { errorMessageKey, fieldProblemsOf } from './error-message.ts';

const invalid = new ApiError('invalid_input', 400, {
  newpass: ['validation.password.min'],
  'outcomes.2': ['validation.tooLong'],
});

describe('errorMessageKey', () => {
  it('names a business failure by its code, returned or thrown', () => {
    const failure = { status: false, msg: 'no', code: 'wrong_password' } as const;
    expect(errorMessageKey(failure)).toBe('errors.wrong_password');
    expect(errorMessageKey(new ActionFailedError(failure))).toBe('errors.wrong_password');
  });

  it('prefers the first field message of invalid input, unless the form shows the fields', () => {
    expect(errorMessageKey(invalid)).toBe('validation.password.min');
    expect(errorMessageKey(invalid, { fieldsShown: true })).toBe('errors.invalid_input');
    expect(errorMessageKey(new ApiError('forbidden', 403))).toBe('errors.forbidden');
  });

  it('names a lost connection, and anything else as an internal fault', () => {
    expect(errorMessageKey(new NetworkError('down'))).toBe('app.networkError');
    expect(errorMessageKey(new Error('?'))).toBe('errors.internal');
    expect(errorMessageKey(undefined)).toBe('errors.internal');
  });
});

describe('fieldProblemsOf', () => {
  it('keeps the first message of each field, nested names under their field', () => {
    expect(fieldProblemsOf(invalid)).toEqual({
      newpass: 'validation.password.min',
      outcomes: 'validation.tooLong',
    });
    expect(fieldProblemsOf(new NetworkError('down'))).toEqual({});
  });
});
