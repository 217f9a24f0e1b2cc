import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Captcha } from '../../lib/captcha.ts';
import { isFreshCaptchaSolution } from './captcha-solutions.ts';
import {
  clearLoginFailures,
  countRecentLoginFailures,
  deleteLoginAttempt,
  deleteStaleLoginFailures,
  recordLoginAttempt,
} from './accounts.repository.ts';

/** decisions.md: a captcha after 3 failed logins for one name, or 10 from one address, in 15 min. */
export const captchaThresholds = { perLoginName: 3, perAddress: 10 } as const;

/** What the login reply adds while a captcha is demanded. */
const demandsCaptcha = { recaptcha: true } as const;

export interface LoginAttempt {
  /** The typed username or e-mail, lowercased: failures are recorded under it. */
  loginName: string;
  /**
   * Every name of the account it names (username and e-mail, lowercased), or just the typed one
   * for an unknown name: failures under any of them count, so alternating does not double tries.
   */
  accountNames: string[];
  address: string;
  /** The ALTCHA widget's base64 payload, when the dialog showed one. */
  recaptcha: string | undefined;
}

export interface LoginGuard {
  /** The password was wrong: the attempt stays a failure; throws invalid_credentials. */
  fail(): Promise<never>;
  /** Forgets the failures of the account's names, this attempt's included. */
  succeed(): Promise<void>;
  /** The attempt ended without a wrong password (a deactivated account): it is not a failure. */
  withdraw(): Promise<void>;
}

const isOverThreshold = (counts: { byName: number; byAddress: number }) =>
  counts.byName >= captchaThresholds.perLoginName ||
  counts.byAddress >= captchaThresholds.perAddress;

/**
 * Runs before the password is checked, and counts the attempt as a failure first: the count and
 * the decision are one step, so attempts made at once cannot all slip under the threshold (each
 * one's count includes every attempt recorded before it, itself too). While a captcha is
 * demanded, the attempt must carry a solution that verifies and was never used
 * (captcha_required / captcha_invalid otherwise, and the refused attempt is not counted).
 */
export async function guardLogin(
  db: Database,
  captcha: Captcha,
  attempt: LoginAttempt,
): Promise<LoginGuard> {
  const accountNames = [...new Set([attempt.loginName, ...attempt.accountNames])];
  const attemptId = await recordLoginAttempt(db, attempt.loginName, attempt.address);
  const counts = await countRecentLoginFailures(db, accountNames, attempt.address);
  // The failures before this attempt decide whether it needs a captcha.
  const before = { byName: counts.byName - 1, byAddress: counts.byAddress - 1 };
  const demanded = isOverThreshold(before);
  if (demanded) {
    const refuse = async (code: 'captcha_required' | 'captcha_invalid') => {
      await deleteLoginAttempt(db, attemptId);
      return new AppError(code, undefined, demandsCaptcha);
    };
    if (!attempt.recaptcha) throw await refuse('captcha_required');
    if (!(await isFreshCaptchaSolution(db, captcha, attempt.recaptcha))) {
      throw await refuse('captcha_invalid');
    }
  }
  return {
    async fail() {
      // Names that never fail again keep their rows; now and then sweep everything stale.
      if (Math.random() < 0.02) await deleteStaleLoginFailures(db);
      throw new AppError(
        'invalid_credentials',
        undefined,
        isOverThreshold(counts) ? demandsCaptcha : {},
      );
    },
    async succeed() {
      await clearLoginFailures(db, accountNames);
    },
    async withdraw() {
      await deleteLoginAttempt(db, attemptId);
    },
  };
}
