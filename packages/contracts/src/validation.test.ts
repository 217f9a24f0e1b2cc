import { describe, expect, it } from 'vitest';
import {
  firstProblem,
  passwordSchema,
  phoneSchema,
  usernameSchema,
  emailSchema,
  optionalWebAddress,
  singleLineText,
} from './validation.ts';
import { formBoolean } from './form.ts';

describe('validation rules', () => {
  it('accepts a username that starts with a letter', () => {
    expect(firstProblem(usernameSchema, 'mario_rossi1')).toBeNull();
  });
  it('rejects a username that starts with a digit, with its message key', () => {
    expect(firstProblem(usernameSchema, '1mario')).toBe('validation.username.pattern');
  });
  it('enforces the 5 to 20 characters of the placeholder', () => {
    expect(firstProblem(usernameSchema, 'abcd')).toBe('validation.username.length');
    expect(firstProblem(usernameSchema, 'a'.repeat(21))).toBe('validation.username.length');
  });
  it('tells an empty password from a short one', () => {
    expect(firstProblem(passwordSchema, '')).toBe('validation.password.required');
    expect(firstProblem(passwordSchema, '12345')).toBe('validation.password.min');
    expect(firstProblem(passwordSchema, '123456')).toBeNull();
  });
  it('checks e-mail addresses', () => {
    expect(firstProblem(emailSchema, 'mario@example.it')).toBeNull();
    expect(firstProblem(emailSchema, 'mario@example')).toBe('validation.email.pattern');
  });
  it('keeps one-line text on one line (issue 34)', () => {
    const name = singleLineText(60);
    expect(firstProblem(name, '  Anna Verdi\t ')).toBeNull();
    for (const value of [
      'Anna\nVerdi',
      'Anna\r\nBcc: x@example.com',
      'A\u2028B',
      'A\u0085B',
      'A\u0007B',
    ]) {
      expect(firstProblem(name, value), JSON.stringify(value)).toBe('validation.singleLine');
    }
    expect(firstProblem(name, ' ')).toBe('validation.required');
  });
  it('takes http(s) web addresses only, or nothing (issue 34)', () => {
    const link = optionalWebAddress(100);
    for (const value of [undefined, '', ' ', 'https://example.com/a?b=1', 'HTTP://example.com']) {
      expect(firstProblem(link, value), JSON.stringify(value)).toBeNull();
    }
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'example.com',
      'https://example.com/\u0085x',
    ]) {
      expect(firstProblem(link, value), value).toBe('validation.website.pattern');
    }
  });
  it('requires 12 digits at the end of a phone number', () => {
    expect(firstProblem(phoneSchema, '+39 123456789012')).toBeNull();
    expect(firstProblem(phoneSchema, '12345')).toBe('validation.phone.pattern');
  });
  it('reads form booleans', () => {
    expect(formBoolean.parse('1')).toBe(true);
    expect(formBoolean.parse('false')).toBe(false);
    expect(formBoolean.parse(true)).toBe(true);
  });
});
