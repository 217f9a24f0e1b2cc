import { z } from 'zod';

/**
 * Every error code a client can receive, and the HTTP status it travels with.
 * Protocol errors (4xx/5xx) are fixed by the public contract; business outcomes are HTTP 200 with
 * `status: false`, so a client reads the `code` rather than the status line.
 */
export const protocolErrors = {
  invalid_input: 400,
  unknown_action: 400,
  auth_required: 401,
  forbidden: 403,
  csrf: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export const businessErrors = [
  'invalid_credentials',
  'account_deactivated',
  'captcha_required',
  'captcha_invalid',
  'username_taken',
  'email_taken',
  'username_reserved',
  'password_too_common',
  'wrong_password',
  'reset_link_invalid',
  'company_not_found',
  'not_approved_provider',
  'already_joined',
  'not_company_member',
  'invalid_image',
  'profile_not_found',
  'not_provider',
  'listing_not_found',
  'too_many_images',
  'invalid_transition',
  'recipient_unavailable',
  'blocked',
  'cannot_message_self',
  'own_listing',
  'listing_unavailable',
  'provider_busy',
  'already_booked',
  'review_not_allowed',
  'already_quoted',
  'own_requirement',
  'requirement_closed',
  'attendance_not_open',
  'training_not_over',
  'thanks_already_sent',
  'assessment_not_found',
  'assessment_expired',
  'assessment_answered',
  'last_admin',
  'invitation_invalid',
  'already_member',
  'billing_details_required',
  'buyer_billing_details_missing',
  'already_invoiced',
  'not_invoiceable',
  'purchase_order_exists',
  'not_orderable',
] as const;

export type ProtocolErrorCode = keyof typeof protocolErrors;
export type BusinessErrorCode = (typeof businessErrors)[number];
export type ErrorCode = ProtocolErrorCode | BusinessErrorCode;

const protocolCodes = Object.keys(protocolErrors) as [ProtocolErrorCode, ...ProtocolErrorCode[]];
export const errorCodes: readonly ErrorCode[] = [...protocolCodes, ...businessErrors];

export const errorCodeSchema = z.union([z.enum(protocolCodes), z.enum(businessErrors)]);

export function httpStatusOf(code: ErrorCode): number {
  return code in protocolErrors ? protocolErrors[code as ProtocolErrorCode] : 200;
}

/** Per-field problems of an `invalid_input` reply: field name -> message keys (see messages.ts). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

export const failureSchema = z.object({
  status: z.literal(false),
  msg: z.string(),
  code: errorCodeSchema,
  fields: fieldErrorsSchema.optional(),
});
export type Failure = z.infer<typeof failureSchema>;
