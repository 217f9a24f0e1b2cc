import type { ErrorCode } from './errors.ts';

/**
 * Message keys shared by server and web. The server sends the English text as `msg`; the web shows
 * the key's text from the current language's catalogue (every key must exist in all five).
 * English texts are the product's own words (docs/product.md), kept word for word.
 */
export const validationMessages = {
  'validation.required': 'This field is required',
  'validation.username.pattern':
    'Username must contain alphanumeric characters starting with a letter',
  'validation.username.length': 'Username must be 5 to 20 characters',
  'validation.email.pattern': 'Enter valid email',
  'validation.code.sixDigits': 'Enter the 6-digit code from your app',
  'validation.code.invalid': 'Enter the 6-digit code from your app or a recovery code',
  'validation.password.required': 'Password is required',
  'validation.password.min': 'Password should contain min 6 chars',
  'validation.password.max': 'Password can contain at most 128 chars',
  'validation.password.mismatch': "Password doesn't match",
  'validation.phone.pattern': 'Enter a valid phone number of 12 digits',
  'validation.terms.required': 'Please accept the terms and conditions',
  'validation.invalid': 'This value is not valid',
  'validation.tooLong': 'This text is too long',
  'validation.singleLine': 'Write this on a single line',
  'validation.website.pattern': 'Enter a web address starting with http:// or https://',
  'validation.serviceType.one': 'Choose either provider or seeker',
  'validation.number': 'Enter a whole number',
  'validation.tooSmall': 'This value is too small',
  'validation.tooLarge': 'This value is too large',
  'validation.title.length': 'The title must be 5 to 120 characters',
  'validation.category': 'Choose a category',
  'validation.date': 'Enter a valid date',
  'validation.price': 'Enter a valid amount, for example 250 or 250.00',
  'validation.dateOrder': 'The end must come after the start',
  'validation.eventEnded': 'This event has already ended: change its dates to publish it',
  'validation.budgetOrder': 'The maximum budget must not be below the minimum',
  'validation.deadlinePast': 'The deadline cannot be in the past',
  'validation.companyName.short': "Enter the company's name",
  'validation.companyName.reserved': 'This name is reserved, please choose another',
  'validation.emails.invalid': 'Some of these are not e-mail addresses: correct or remove them',
  'validation.emails.tooMany': 'At most 50 addresses at a time',
  'validation.sessions.tooMany': 'At most 20 days',
  'validation.sessions.tooLong': 'A day lasts at most 12 hours',
  'validation.sessions.overlap': 'Each day must start after the one before ends',
  'validation.sessions.past': 'The first day must still be ahead',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

export const errorMessages: Record<ErrorCode, string> = {
  invalid_input: 'Some fields are not valid',
  unknown_action: 'Unknown action',
  auth_required: 'Please log in to continue',
  forbidden: 'You are not allowed to do this',
  csrf: 'Your session has expired, please reload the page',
  not_found: 'Not found',
  payload_too_large: 'The file is too large',
  unsupported_media_type: 'This type of content is not supported',
  rate_limited: 'Too many requests, please wait a moment and try again',
  internal: 'Something went wrong!!',
  unavailable: 'The service is temporarily unavailable',
  invalid_credentials: 'Invalid username or password',
  account_deactivated: 'This account has been deactivated',
  account_suspended:
    'This account is suspended by the marketplace’s team. Write to support to know why and how to restore it.',
  captcha_required: 'Please solve the captcha',
  captcha_invalid: 'The captcha could not be verified, please try again',
  username_taken: 'This username already exists',
  email_taken: 'This email already exists',
  username_reserved: 'This username is reserved, please choose another',
  password_too_common: 'This password is too common, please choose another',
  wrong_password: 'The current password is not correct',
  reset_link_invalid: 'This reset link has expired or was already used, please ask for a new one',
  verification_link_invalid:
    'This confirmation link has expired or was already used. Ask for a new one from your dashboard.',
  email_not_verified:
    'Please confirm your e-mail address first: follow the link we sent you, or ask for a new one on your dashboard.',
  email_unchanged: 'This is already your e-mail address.',
  two_factor_required: 'Enter the code from your authenticator app to finish signing in.',
  two_factor_code_invalid: 'This code is not right. Check the app and try again.',
  two_factor_expired:
    'This sign-in took too long or had too many tries. Please enter your password again.',
  two_factor_already_on: 'Two-factor sign-in is already on.',
  two_factor_not_started: 'Start again: scan a new QR code with your authenticator app.',
  two_factor_off: 'Turn on two-factor sign-in for your own account first.',
  two_factor_required_by_company:
    'Your company requires two-factor sign-in: turn it on in your settings, or sign in again with your code.',
  data_export_link_invalid:
    'This download link has expired or has been used: ask for a new copy of your data in Settings',
  unsubscribe_link_invalid:
    'This link to stop e-mails is not valid. Turn e-mails off in Settings, or copy the whole link from the e-mail.',
  erase_open_bookings:
    'You still have open bookings: cancel them or let them finish before erasing your account',
  company_not_found: 'This company link is not valid',
  not_approved_provider:
    'Only training providers approved by this company can join it. Please ask the company to approve your e-mail address.',
  already_joined: 'You have already joined this company',
  not_company_member: 'You are not a member of this company profile',
  invalid_image: 'Please choose a JPEG, PNG, WebP or GIF image',
  profile_not_found: 'This profile does not exist or is no longer available',
  not_provider:
    'Only training providers can publish topics and events. Choose the provider role in your settings.',
  trainer_profile_incomplete:
    'Before you publish, complete your trainer profile: your name, a few words about you and the skills you teach.',
  listing_not_found: 'This page does not exist or is no longer available',
  too_many_images: 'You can add at most 6 images',
  invalid_transition:
    'This is no longer possible: it has changed in the meantime. Reload the page to see where it stands.',
  recipient_unavailable: 'This person can no longer receive messages',
  blocked: 'You cannot send messages to this person',
  cannot_message_self: 'You cannot send a message to yourself',
  own_listing: 'You cannot book your own training',
  listing_unavailable: 'This training can no longer be booked',
  provider_busy: 'You already have an accepted booking at that time',
  already_booked: 'You already have a booking for this event',
  review_not_allowed:
    'You can review a training only once, within 14 days of its end, if you booked or attended it',
  already_quoted: 'You already have an open quote on this requirement',
  own_requirement: 'You cannot send a quote for your own requirement',
  requirement_closed: 'This requirement no longer accepts quotes',
  attendance_not_open:
    'Attendance can be recorded from the start of the training until 14 days after its end',
  training_not_over: 'You can thank the participants once the training is over',
  thanks_already_sent: 'You have already sent your thanks for this training',
  assessment_not_found: 'This assessment link is not valid',
  assessment_expired:
    'This assessment is closed: answers were accepted for 30 days after the training',
  assessment_answered: 'This assessment has already been answered. Thank you!',
  last_admin: 'The company needs at least one admin: make someone else admin first',
  invitation_invalid:
    'This invitation has expired, was already used or was withdrawn. Ask the company admin for a new one.',
  already_member: 'This person is already on the company staff',
  billing_details_required:
    'Add your billing details first: every purchase order and invoice carries them.',
  buyer_billing_details_missing:
    'The buyer has not entered their billing details yet. We have asked them to; you can issue the invoice once they have.',
  already_invoiced: 'This booking already has an invoice.',
  not_invoiceable: 'Only an accepted or completed booking can be invoiced.',
  training_not_held:
    'The training has not taken place yet: issue the invoice as an advance, or once it has taken place.',
  purchase_order_exists: 'This booking already has a purchase order.',
  not_orderable: 'A purchase order can only be issued for an approved booking of your company.',
  company_exists:
    'A company with this VAT id is already on the marketplace. Ask its admins to add you instead.',
  subscription_expired:
    "Your company's subscription has ended: new bookings, fee approvals and purchase orders wait until an admin chooses a plan in Billing. Everything else keeps working.",
  plan_already_requested: 'Your request for this plan is already with our team.',
  own_platform_role: 'Another operator changes your own platform role.',
  last_operator: 'The marketplace needs at least one operator: make someone else operator first.',
  plan_already_invoiced: 'This plan request already has its invoice.',
  company_billing_incomplete:
    'The company has not completed its billing details yet: ask its admin to, then issue the invoice.',
};

export const messageKeyOfError = (code: ErrorCode): string => `errors.${code}`;
