import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@app/contracts/actions/two-factor';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import { matchTotp, newTotpSecret, qrCodeDataUrl, totpUri } from '../../lib/totp.ts';
import type { SessionUser } from '../../plugins/sessions.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import { verifyCurrentPassword } from '../accounts/index.ts';
import {
  claimTotpStep,
  countRecoveryCodesLeft,
  disableTotp,
  enableTotp,
  findTotpState,
  markSessionTwoFactor,
  replaceRecoveryCodes,
  selectCompaniesRequiring,
  setCompanyRule,
  setPendingSecret,
  useRecoveryCode,
} from './two-factor.repository.ts';

const recoveryAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

/** xxxx-xxxx-xxxx from an alphabet without look-alikes: 60 random bits, hashed when stored. */
function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(12);
  const letters = [...bytes].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]);
  return [0, 4, 8].map((start) => letters.slice(start, start + 4).join('')).join('-');
}

/** Spaces, dashes and case do not matter when a recovery code is typed. */
const recoveryHash = (code: string) => sha256(code.toLowerCase().replace(/[^a-z0-9]/g, ''));

const isAppCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

export async function twoFactorStatus(db: Database, userId: number) {
  const state = await findTotpState(db, userId);
  if (!state) throw new AppError('auth_required');
  return {
    enabled: state.enabledAt !== null,
    enabledAt: state.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: state.enabledAt ? await countRecoveryCodesLeft(db, userId) : 0,
    requiredBy: await selectCompaniesRequiring(db, userId),
  };
}

/** A new secret waits for its first code; the account is unchanged until then. */
export async function startSetup(db: Database, userId: number, issuer: string) {
  const state = await findTotpState(db, userId);
  if (!state) throw new AppError('auth_required');
  if (state.enabledAt) throw new AppError('two_factor_already_on');
  const secret = newTotpSecret();
  await setPendingSecret(db, userId, secret);
  const uri = totpUri(secret, issuer, state.email);
  return { secret, uri, qrCode: await qrCodeDataUrl(uri) };
}

async function issueRecoveryCodes(tx: Queryable, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(tx, userId, codes.map(recoveryHash));
  return codes;
}

/**
 * A first code confirms the secret: two-factor sign-in is on, with ten recovery codes (answered
 * this once), and the sign-in that proved the code counts as having passed it.
 */
export async function enableTwoFactor(
  db: Database,
  audit: Auditor,
  user: { id: number; sessionId: string },
  code: string,
): Promise<string[]> {
  const state = await findTotpState(db, user.id);
  if (!state) throw new AppError('auth_required');
  if (state.enabledAt) throw new AppError('two_factor_already_on');
  if (!state.pendingSecret) throw new AppError('two_factor_not_started');
  const step = matchTotp(state.pendingSecret, code);
  if (step === null) throw new AppError('two_factor_code_invalid');
  const secret = state.pendingSecret;
  return db.transaction(async (tx) => {
    if (!(await enableTotp(tx, user.id, secret, step)))
      throw new AppError('two_factor_not_started');
    const codes = await issueRecoveryCodes(tx, user.id);
    await markSessionTwoFactor(tx, user.sessionId);
    await audit.record(tx, 'two_factor_enabled', { userId: user.id });
    return codes;
  });
}

/**
 * Whether the code is the account's second factor now: a code of the app (each time step once)
 * or an unused recovery code (used up). Run it in the transaction of what it unlocks.
 */
async function checkSecondFactor(
  tx: Queryable,
  userId: number,
  code: string,
): Promise<'app' | 'recovery' | null> {
  const state = await findTotpState(tx, userId);
  if (!state?.secret || !state.enabledAt) return null;
  if (isAppCode(code)) {
    const step = matchTotp(state.secret, code.replace(/\s/g, ''));
    return step !== null && (await claimTotpStep(tx, userId, step)) ? 'app' : null;
  }
  return (await useRecoveryCode(tx, userId, recoveryHash(code))) ? 'recovery' : null;
}

/** Password and code confirm a change of the second factor itself. */
async function confirmOwner(
  db: Database,
  passwords: PasswordHasher,
  userId: number,
  proof: { password: string },
) {
  await verifyCurrentPassword(db, passwords, userId, proof.password);
  const state = await findTotpState(db, userId);
  if (!state?.enabledAt) throw new AppError('two_factor_off');
}

export async function disableTwoFactor(
  db: Database,
  passwords: PasswordHasher,
  audit: Auditor,
  userId: number,
  proof: { password: string; code: string },
) {
  await confirmOwner(db, passwords, userId, proof);
  await db.transaction(async (tx) => {
    if (!(await checkSecondFactor(tx, userId, proof.code))) {
      throw new AppError('two_factor_code_invalid');
    }
    await disableTotp(tx, userId);
    await audit.record(tx, 'two_factor_disabled', { userId });
  });
}

export async function renewRecoveryCodes(
  db: Database,
  passwords: PasswordHasher,
  audit: Auditor,
  userId: number,
  proof: { password: string; code: string },
): Promise<string[]> {
  await confirmOwner(db, passwords, userId, proof);
  return db.transaction(async (tx) => {
    if (!(await checkSecondFactor(tx, userId, proof.code))) {
      throw new AppError('two_factor_code_invalid');
    }
    const codes = await issueRecoveryCodes(tx, userId);
    await audit.record(tx, 'recovery_codes_renewed', { userId });
    return codes;
  });
}

/**
 * The second step of a sign-in: whether the code answers the challenge of this browser. Either
 * way the security log says so (a wrong code is a failed sign-in; a recovery code is named).
 */
export async function answerChallenge(
  db: Database,
  audit: Auditor,
  challenge: { userId: number; method: string },
  code: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const factor = await checkSecondFactor(tx, challenge.userId, code);
    if (!factor) {
      await audit.record(tx, 'sign_in_failed', {
        userId: challenge.userId,
        actorId: null,
        detail: { method: challenge.method, secondFactor: 'wrong' },
      });
      return false;
    }
    await audit.record(tx, factor === 'recovery' ? 'recovery_code_used' : 'sign_in', {
      userId: challenge.userId,
      detail: { method: challenge.method, secondFactor: factor },
    });
    return true;
  });
}

/** The admin requires a second factor of the company's staff; their own sign-in passed it. */
export async function setCompanyTwoFactorRule(
  db: Database,
  user: SessionUser,
  companyId: number,
  required: boolean,
) {
  if (required && !user.sessionTwoFactor) throw new AppError('two_factor_off');
  await setCompanyRule(db, companyId, required);
}
