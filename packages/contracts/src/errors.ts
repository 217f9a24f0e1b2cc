import { z } from 'zod';

import { businessErrors, protocolCodes, type FailureBody } from './error-codes.ts';

export * from './error-codes.ts';

export const errorCodeSchema = z.union([z.enum(protocolCodes), z.enum(businessErrors)]);

/** Per-field problems of an `invalid_input` reply: field name -> message keys (see messages.ts). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const failureSchema = z.object({
  status: z.literal(false),
  msg: z.string(),
  code: errorCodeSchema,
  fields: fieldErrorsSchema.optional(),
}) satisfies z.ZodType<FailureBody>;
/** A failure reply: the same shape as error-codes.ts's `FailureBody`, which the schema checks. */
export type Failure = FailureBody;
