/**
 * What no field of any action may hold, whatever its own rule (issue 15): text with a NUL or an
 * unpaired surrogate (PostgreSQL refuses the first, and UTF-8 cannot carry the second), and a whole
 * number beyond the database's integer. Checked once, on every action's input, before its schema;
 * zod-free, like the other contract modules the first page loads.
 */

/** The range of a PostgreSQL `integer` column: every id, count and amount in minor units. */
export const integerRange = { min: -2_147_483_648, max: 2_147_483_647 } as const;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored and sent as it is: no NUL, no unpaired surrogate. */
export const isSafeText = (text: string): boolean =>
  !text.includes('\u0000') && !unpairedSurrogate.test(text);

export interface UnsafeField {
  /** The field's path, dotted (`items.2.title`), as field errors name it. */
  path: string;
  /** The message key the field shows. */
  problem: 'validation.invalid' | 'validation.tooLarge' | 'validation.tooSmall';
}

/** Every value in the input (objects and arrays, nested) that no field may hold. */
export function findUnsafeFields(value: unknown, path = ''): UnsafeField[] {
  if (typeof value === 'string') {
    return isSafeText(value) ? [] : [{ path, problem: 'validation.invalid' }];
  }
  if (typeof value === 'number' && Number.isInteger(value)) {
    if (value > integerRange.max) return [{ path, problem: 'validation.tooLarge' }];
    if (value < integerRange.min) return [{ path, problem: 'validation.tooSmall' }];
    return [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value)
    ? value.map((item, index): [string, unknown] => [String(index), item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [
    // A key is text too.
    ...(isSafeText(key) ? [] : [{ path: path || key, problem: 'validation.invalid' as const }]),
    ...findUnsafeFields(item, path ? `${path}.${key}` : key),
  ]);
}
