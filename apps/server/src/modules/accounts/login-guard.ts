import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Captcha } from '../../lib/captcha.ts';
import {
  clearLoginFailures,
  consumeCaptchaSolution,
  countRecentLoginFailures,
  deleteStaleLoginFailures,
  recordLoginFailure,
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
  /** Records a failed password check; throws invalid_credentials, with recaptcha once demanded. */
  fail(): Promise<never>;
  /** Forgets the failures of the account's names (a query only when there were any). */
  succeed(): Promise<void>;
}

const isOverThreshold = (counts: { byName: number; byAddress: number }) =>
  counts.byName >= captchaThresholds.perLoginName ||
  counts.byAddress >= captchaThresholds.perAddress;

/**
 * Runs before the password is checked: while a captcha is demanded, the attempt must carry a
 * solution that verifies and was never used (captcha_required / captcha_invalid otherwise).
 */
export async function guardLogin(
  db: Database,
  captcha: Captcha,
  attempt: LoginAttempt,
): Promise<LoginGuard> {
  const accountNames = [...new Set([attempt.loginName, ...attempt.accountNames])];
  const counts = await countRecentLoginFailures(db, accountNames, attempt.address);
  const demanded = isOverThreshold(counts);
  if (demanded) {
    if (!attempt.recaptcha) throw new AppError('captcha_required', undefined, demandsCaptcha);
    const solution = await captcha.verify(attempt.recaptcha);
    const isFirstUse =
      solution !== null &&
      (await consumeCaptchaSolution(db, solution.signature, solution.expiresAt));
    if (!isFirstUse) throw new AppError('captcha_invalid', undefined, demandsCaptcha);
  }
  return {
    async fail() {
      await recordLoginFailure(db, attempt.loginName, attempt.address);
      // Names that never fail again keep their rows; now and then sweep everything stale.
      if (Math.random() < 0.02) await deleteStaleLoginFailures(db);
      const nowDemanded =
        demanded || isOverThreshold({ byName: counts.byName + 1, byAddress: counts.byAddress + 1 });
      throw new AppError('invalid_credentials', undefined, nowDemanded ? demandsCaptcha : {});
    },
    async succeed() {
      // Most logins follow no failure: spare them the delete.
      if (counts.byName === 0) return;
      await clearLoginFailures(db, accountNames);
    },
  };
}
