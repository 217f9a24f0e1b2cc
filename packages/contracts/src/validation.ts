import { z } from 'zod';
import type { ValidationMessageKey } from './messages.ts';
import { limits, usernamePattern } from './limits.ts';

export { isUsernameShaped, limits, usernamePattern } from './limits.ts';

/** Each rule is written once here; the register form and the server both use these schemas. */
const message = (key: ValidationMessageKey) => ({ message: key });

// Local part, @, domain with at least one dot; no spaces. Deliberately plain: anything a person types as an address.
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const phonePattern = /^\+?[0-9 ]*[0-9]{12}$/;

export const usernameSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .regex(usernamePattern, message('validation.username.pattern'))
  .min(limits.usernameMin, message('validation.username.length'))
  .max(limits.usernameMax, message('validation.username.length'));

export const emailSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .max(254, message('validation.email.pattern'))
  .regex(emailPattern, message('validation.email.pattern'));

export const passwordSchema = z
  .string(message('validation.password.required'))
  .min(1, message('validation.password.required'))
  .min(limits.passwordMin, message('validation.password.min'))
  .max(limits.passwordMax, message('validation.password.max'));

/** A new password and its confirmation must be equal ("Password doesn't match"), wherever both are asked for. */
export const passwordsMatch = (password: string, confirmation: string): boolean =>
  password === confirmation;

/**
 * A request that sets a new password: `newpass` and its confirmation `confpass`, which must match
 * (the field error `validation.password.mismatch` on `confpass`), besides the shape's own fields.
 */
export function withNewPassword<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({ ...shape, newpass: passwordSchema, confpass: z.string().max(limits.passwordMax) })
    .refine(
      (value) => {
        // Generic shapes hide the two fields from the checker; the object above has them.
        const { newpass, confpass } = value as { newpass: string; confpass: string };
        return passwordsMatch(newpass, confpass);
      },
      {
        path: ['confpass'],
        message: 'validation.password.mismatch' satisfies ValidationMessageKey,
      },
    );
}

export const phoneSchema = z
  .string()
  .trim()
  .regex(phonePattern, message('validation.phone.pattern'));

/** Free text of a profile or company field: trimmed, bounded, empty means none. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, message('validation.tooLong'))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const websitePattern = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

// Line breaks (CR, LF, VT, FF, NEL, U+2028/9) and the other control characters, tab aside.
const isLineBreakOrControl = (code: number) =>
  (code < 0x20 && code !== 0x09) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x2028 ||
  code === 0x2029;

/** Whether text stays on one line: no line break nor control character (a name, an e-mail's subject). */
export function isSingleLine(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isLineBreakOrControl(text.charCodeAt(index))) return false;
  }
  return true;
}

/** Required text of one line (a name, a subject): trimmed, 1 to `max` characters, no line break. */
export const singleLineText = (max: number) =>
  z
    .string(message('validation.required'))
    .trim()
    .min(1, message('validation.required'))
    .max(max, message('validation.tooLong'))
    .refine(isSingleLine, message('validation.singleLine'));

/** An optional web address, http:// or https:// only (never javascript:, data:, file:); empty means none. */
export const optionalWebAddress = (max: number) =>
  z
    .string()
    .trim()
    .max(max, message('validation.tooLong'))
    .refine(
      (value) => value === '' || (websitePattern.test(value) && isSingleLine(value)),
      message('validation.website.pattern'),
    )
    .optional();

/** The login form only requires both fields; other rules are the server's business. */
export const loginFieldSchema = z
  .string(message('validation.required'))
  .trim()
  .min(1, message('validation.required'))
  .max(254, message('validation.invalid'));
export const loginPasswordSchema = z
  .string(message('validation.required'))
  .min(1, message('validation.required'))
  .max(limits.passwordMax, message('validation.password.max'));

/** First message key of a schema for a value, or null when it passes: what a form field shows. */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'validation.invalid');
}
