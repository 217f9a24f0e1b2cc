import { z } from 'zod';
import { defineAction, emptyRequest, success } from '../action.ts';
import { anyone, companyAdmins, signedIn } from '../access.ts';
import { formBoolean } from '../form.ts';
import { loginPasswordSchema } from '../validation.ts';

/** How many single-use recovery codes an account gets. */
export const RECOVERY_CODE_COUNT = 10;

/** A code from the authenticator app (six digits) or a recovery code (xxxx-xxxx-xxxx). */
export const secondFactorSchema = z
  .string()
  .trim()
  .min(6, { message: 'validation.code.invalid' })
  .max(20, { message: 'validation.code.invalid' });

const appCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'validation.code.sixDigits' });

export const logintwofactor = defineAction({
  name: 'logintwofactor',
  endpoint: 'main',
  access: anyone,
  summary:
    'The second step of a sign-in whose password was right: a code from the authenticator app, or one of the recovery codes (each works once). Five tries within five minutes of the password.',
  request: z.object({ code: secondFactorSchema }),
  response: success({ msg: z.string() }),
});

export const twofactorstatus = defineAction({
  name: 'twofactorstatus',
  endpoint: 'main',
  access: signedIn,
  summary:
    "Whether two-factor sign-in is on, since when, how many recovery codes are left, and which of the user's companies require it.",
  request: emptyRequest,
  response: success({
    enabled: z.boolean(),
    enabledAt: z.string().nullable(),
    recoveryCodesLeft: z.number().int(),
    requiredBy: z.array(z.string()),
  }),
});

export const twofactorsetup = defineAction({
  name: 'twofactorsetup',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Start turning two-factor sign-in on: a new secret for the authenticator app, as a QR code (an SVG data URL), an otpauth:// link and text to type. Nothing changes until twofactorenable confirms it.',
  request: emptyRequest,
  response: success({ secret: z.string(), uri: z.string(), qrCode: z.string() }),
});

export const twofactorenable = defineAction({
  name: 'twofactorenable',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Confirm the new secret with a first code from the app: two-factor sign-in is on, and the ten recovery codes are answered, this once only.',
  request: z.object({ code: appCodeSchema }),
  response: success({ recoveryCodes: z.array(z.string()) }),
});

export const twofactordisable = defineAction({
  name: 'twofactordisable',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Turn two-factor sign-in off: the password and a code (or a recovery code) confirm it; the recovery codes go too.',
  request: z.object({ password: loginPasswordSchema, code: secondFactorSchema }),
  response: success({ msg: z.string() }),
});

export const recoverycodes = defineAction({
  name: 'recoverycodes',
  endpoint: 'main',
  access: signedIn,
  summary:
    'Ten new recovery codes (the old ones stop working); the password and a code confirm it. Answered this once only.',
  request: z.object({ password: loginPasswordSchema, code: secondFactorSchema }),
  response: success({ recoveryCodes: z.array(z.string()) }),
});

export const companytwofactor = defineAction({
  name: 'companytwofactor',
  endpoint: 'main',
  access: companyAdmins,
  summary:
    "Require two-factor sign-in of the active company's staff (or stop requiring it): company pages and actions then answer two_factor_required_by_company to a session that did not pass it. The admin's own sign-in must have passed it first.",
  request: z.object({ required: formBoolean }),
  response: success({ msg: z.string() }),
});
