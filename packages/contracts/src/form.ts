import { z } from 'zod';
import { integerRange } from './input-safety.ts';

/**
 * Form-encoded bodies carry everything as text. These read a field the same way whether it came
 * form-encoded or as JSON: booleans as true/false or 1/0, integers as digits.
 */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

export const formInteger = z.union([
  z.number().int().min(integerRange.min).max(integerRange.max),
  z
    .string()
    .regex(/^-?\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().min(integerRange.min).max(integerRange.max)),
]);
