/**
 * The field limits and the username's shape, without zod: validation.ts builds its schemas on
 * them, and the browser's first load reads them without the schemas (issue 14).
 */
export const limits = {
  usernameMin: 5,
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 128,
  phoneDigits: 12,
  searchMinLength: 3,
  headlineMax: 120,
  bioMax: 4000,
  nameMax: 60,
  listItemMax: 40,
  listItemsMax: 20,
  imageBytesMax: 5 * 1024 * 1024,
} as const;

export const usernamePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Whether a value has a username's shape, as `usernameSchema` checks it (trimmed). */
export function isUsernameShaped(value: string): boolean {
  const name = value.trim();
  return (
    usernamePattern.test(name) &&
    name.length >= limits.usernameMin &&
    name.length <= limits.usernameMax
  );
}
