/** The accounts module's public face: all that code outside modules/accounts/ may import. */
export { accountActions } from './accounts.actions.ts';
export { insertAccount } from './accounts.repository.ts';
export { createOperatorAccount } from './accounts.service.ts';
export { isFreshCaptchaSolution } from './captcha-solutions.ts';
export { default as captchaRoutes } from './captcha.routes.ts';
export { verifyCurrentPassword } from './current-password.ts';
export { accountsJobs } from './link-email.jobs.ts';
export { findMailContact, findPersonName } from './people.repository.ts';
export { displayNameOf } from './people.ts';
export {
  endChallenge,
  findChallengeUserId,
  hasTwoFactor,
  startChallenge,
  takeChallengeTry,
} from './two-factor-challenge.ts';
export {
  insertUserWithSettings,
  isUsernameTaken,
  markEmailVerified,
} from './user-accounts.repository.ts';
export { pendingEmailOfUser } from './email-verification.repository.ts';
export { resendVerification } from './email-verification.service.ts';
export type { LinkMail } from './email-verification.service.ts';
