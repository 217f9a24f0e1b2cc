/**
 * What the security log records (issue 15), zod-free: the server writes these kinds and the web
 * names each in the reader's language (`audit.kinds.<kind>`). A row is kept for a year.
 */
export const accountAuditKinds = [
  'sign_in',
  'sign_in_failed',
  'signed_out',
  'session_ended',
  'other_sessions_ended',
  'password_changed',
  'password_reset',
  'email_change_requested',
  'email_verified',
  'account_deactivated',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'recovery_codes_renewed',
  'data_export_requested',
  'data_exported',
  'billing_details_changed',
] as const;

/**
 * Changes to who works in a company and with which role, and to where its invoices are addressed:
 * its admins read these.
 */
export const companyAuditKinds = [
  'company_member_joined',
  'company_role_changed',
  'company_member_removed',
  'company_admin_transferred',
  'company_billing_details_changed',
] as const;

/**
 * What the people who run the marketplace did, each row with its operator (the actor), the person
 * it was done to and why: the console shows them, no action changes them, and the retention
 * sweep keeps them.
 */
export const operatorAuditKinds = [
  'platform_role_changed',
  'account_suspended',
  'account_restored',
  'report_state_changed',
  'report_assigned',
  'report_replied',
  'listing_hidden',
  'listing_restored',
  'verification_resent',
  'two_factor_reset',
  'plan_invoice_issued',
  'plan_payment_recorded',
  'subscription_set',
] as const;

/** Written when an account is erased; its own earlier rows go with the rest of its data. */
export const auditKinds = [
  ...accountAuditKinds,
  ...companyAuditKinds,
  ...operatorAuditKinds,
  'account_erased',
] as const;
export type AuditKind = (typeof auditKinds)[number];

export const AUDIT_RETENTION_DAYS = 365;
/** Rows per page of the security logs. */
export const AUDIT_PAGE_SIZE = 20;
