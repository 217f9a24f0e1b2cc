/**
 * Every error code a client can receive, and the HTTP status it travels with, without zod: the
 * browser's first load reads replies with these (errors.ts adds the schemas).
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
  'account_suspended',
  'captcha_required',
  'captcha_invalid',
  'username_taken',
  'email_taken',
  'username_reserved',
  'password_too_common',
  'wrong_password',
  'reset_link_invalid',
  'verification_link_invalid',
  'email_not_verified',
  'email_unchanged',
  'two_factor_required',
  'two_factor_code_invalid',
  'two_factor_expired',
  'two_factor_already_on',
  'two_factor_not_started',
  'two_factor_off',
  'two_factor_required_by_company',
  'data_export_link_invalid',
  'unsubscribe_link_invalid',
  'erase_open_bookings',
  'company_not_found',
  'not_approved_provider',
  'already_joined',
  'not_company_member',
  'invalid_image',
  'profile_not_found',
  'not_provider',
  'trainer_profile_incomplete',
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
  'training_not_held',
  'purchase_order_exists',
  'not_orderable',
  'company_exists',
  'subscription_expired',
  'plan_already_requested',
  'own_platform_role',
  'last_operator',
  'plan_already_invoiced',
  'company_billing_incomplete',
] as const;

export type ProtocolErrorCode = keyof typeof protocolErrors;
export type BusinessErrorCode = (typeof businessErrors)[number];
export type ErrorCode = ProtocolErrorCode | BusinessErrorCode;

export const protocolCodes = Object.keys(protocolErrors) as [
  ProtocolErrorCode,
  ...ProtocolErrorCode[],
];
export const errorCodes: readonly ErrorCode[] = [...protocolCodes, ...businessErrors];

export function httpStatusOf(code: ErrorCode): number {
  return code in protocolErrors ? protocolErrors[code as ProtocolErrorCode] : 200;
}

const codeSet: ReadonlySet<string> = new Set(errorCodes);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && codeSet.has(value);
}

/** A failure reply's shape (errors.ts has its schema): `{ status: false, msg, code, fields? }`. */
export interface FailureBody {
  status: false;
  msg: string;
  code: ErrorCode;
  fields?: Record<string, string[]>;
}

/** Whether a reply is a failure, checked field by field as `failureSchema` does. */
export function isFailureBody(value: unknown): value is FailureBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  if (body.status !== false || typeof body.msg !== 'string' || !isErrorCode(body.code))
    return false;
  if (body.fields === undefined) return true;
  return (
    typeof body.fields === 'object' &&
    body.fields !== null &&
    !Array.isArray(body.fields) &&
    Object.values(body.fields).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    )
  );
}
