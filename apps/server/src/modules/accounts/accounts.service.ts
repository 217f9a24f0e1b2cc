import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Captcha } from '../../lib/captcha.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { isReservedName } from '@app/contracts/reserved-names';
import type { SessionUser } from '../../plugins/sessions.ts';
import type { Auditor } from '../../shared/audit-log.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import {
  findUserForLogin,
  insertAccount,
  isEmailTaken,
  updatePasswordHash,
} from './accounts.repository.ts';
import { isUsernameTaken, markEmailVerified } from './user-accounts.repository.ts';
import { checkInvitationForNewAccount, type Invitation } from './company-join.service.ts';
import { createVerificationLink, type LinkMail } from './email-verification.service.ts';
import { guardLogin } from './login-guard.ts';
import { createSignUpCompany, type CompanySignUp } from '../companies/index.ts';

export interface Credentials {
  username: string;
  password: string;
  /** The ALTCHA payload, when the dialog showed a captcha. */
  recaptcha?: string | undefined;
  /** The client address, for the captcha rule. */
  address: string;
}

/**
 * The user id for valid credentials, or an AppError. While a captcha is demanded it is checked
 * first, before any password. A password is verified even for unknown names (against a dummy
 * hash), so response time does not reveal which accounts exist; the deactivated state is only
 * revealed to someone who knows the password.
 */
export async function authenticate(
  db: Database,
  passwords: PasswordHasher,
  captcha: Captcha,
  credentials: Credentials,
  audit: Auditor,
): Promise<number> {
  const user = await findUserForLogin(db, credentials.username);
  const guard = await guardLogin(db, captcha, {
    loginName: credentials.username.toLowerCase(),
    accountNames: user ? [user.username.toLowerCase(), user.email.toLowerCase()] : [],
    address: credentials.address,
    recaptcha: credentials.recaptcha,
  });
  if (!user?.passwordHash) {
    await passwords.verifyDummy(credentials.password);
    return guard.fail();
  }
  if (!(await passwords.verify(user.passwordHash, credentials.password))) {
    // The account's owner sees the attempt in their log; who tried is not known.
    await audit.record(db, 'sign_in_failed', { userId: user.id, actorId: null });
    return guard.fail();
  }
  if (!user.isActive) {
    await guard.withdraw();
    throw new AppError('account_deactivated');
  }
  if (user.isSuspended) {
    await guard.withdraw();
    throw new AppError('account_suspended');
  }
  await guard.succeed();
  if (passwords.needsRehash(user.passwordHash)) {
    await updatePasswordHash(db, user.id, await passwords.hash(credentials.password));
  }
  return user.id;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  phone?: string | undefined;
  industry?: string | undefined;
  /** What the person chose at sign-up: to offer training (a trainer) or to seek it (the default). */
  serviceType?: 'provider' | 'seeker' | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Signing up for a company or SME: it is created with the account, the person its admin. */
  company?: { signUp: CompanySignUp; trialDays: number } | undefined;
}

/**
 * Creates an account, its address unverified: one transaction also records `account.created`
 * (the welcome notification follows from it) and the confirmation link, mailed once committed.
 * With an invitation, only an e-mail address the company approved may register, and the new
 * user is a training provider who joins the company when they confirm the address: an address
 * is never attached to a company on the word of whoever typed it.
 */
export async function register(
  db: Database,
  events: DomainEvents,
  passwords: PasswordHasher,
  mail: LinkMail,
  registration: Registration,
  invitation?: Invitation,
): Promise<number> {
  refuseWeakChoices(registration);
  if (invitation) await checkInvitationForNewAccount(db, invitation, registration.email);
  await refuseTakenNames(db, registration);
  const passwordHash = await passwords.hash(registration.password);
  try {
    const userId = await insertAccount(
      db,
      {
        username: registration.username,
        email: registration.email,
        passwordHash,
        phone: registration.phone ?? null,
        industry: registration.industry || null,
        firstName: registration.firstName || null,
        lastName: registration.lastName || null,
        ...(invitation || registration.serviceType === 'provider'
          ? { serviceType: 'provider' as const }
          : {}),
      },
      async (tx, userId) => {
        if (registration.company) {
          const { signUp, trialDays } = registration.company;
          await createSignUpCompany(tx, userId, signUp, { trialDays });
        }
        await events.record(tx, 'account.created', { userId });
        await createVerificationLink(tx, mail, {
          userId,
          email: registration.email,
          companyId: invitation?.companyId ?? null,
        });
      },
    );
    return userId;
  } catch (error) {
    throw takenNameErrorOf(error);
  }
}

/** What no new account may choose, whoever creates it: a reserved name, a common password. */
function refuseWeakChoices(account: { username: string; password: string }) {
  if (isReservedName(account.username)) throw new AppError('username_reserved');
  if (isCommonPassword(account.password)) throw new AppError('password_too_common');
}

async function refuseTakenNames(db: Database, account: { username: string; email: string }) {
  if (await isUsernameTaken(db, account.username)) throw new AppError('username_taken');
  if (await isEmailTaken(db, account.email)) throw new AppError('email_taken');
}

/** Two creations racing for one name: the unique index decides. Other errors pass unchanged. */
function takenNameErrorOf(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === null) return error;
  return new AppError(constraint.includes('email') ? 'email_taken' : 'username_taken');
}

export interface OperatorAccount {
  /** Already checked against the contract's field rules (`usernameSchema`, `emailSchema`, `passwordSchema`). */
  username: string;
  email: string;
  password: string;
}

/**
 * The operator's account made on the server itself (`npm run admin -- create-admin`): the rules of
 * a registration, its address counted as verified (whoever runs the command owns the installation).
 * Nothing is mailed and no welcome notification is queued: the command runs without the app.
 * `alsoInTransaction` writes with it what the caller adds (the command grants the operator role).
 */
export async function createOperatorAccount(
  db: Database,
  passwords: PasswordHasher,
  account: OperatorAccount,
  alsoInTransaction?: (tx: Transaction, userId: number) => Promise<void>,
): Promise<number> {
  refuseWeakChoices(account);
  await refuseTakenNames(db, account);
  const passwordHash = await passwords.hash(account.password);
  try {
    return await insertAccount(
      db,
      { username: account.username, email: account.email, passwordHash },
      async (tx, userId) => {
        await markEmailVerified(tx, userId);
        if (alsoInTransaction) await alsoInTransaction(tx, userId);
      },
    );
  } catch (error) {
    throw takenNameErrorOf(error);
  }
}

export const usernameExists = (db: Database, username: string) => isUsernameTaken(db, username);
export const emailExists = (db: Database, email: string) => isEmailTaken(db, email);

/** The contract's user-details view of the signed-in user. */
export function describeUser(user: SessionUser, defaultLanguage: string) {
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    // Uploads arrive with the profile issue; until then nobody has a picture.
    profileImage: user.profileImage
      ? { original: user.profileImage.original, thumb90: user.profileImage.thumb90 }
      : null,
    companyuser: user.isCompanyUser,
    smeuser: user.isSmeUser,
    serviceType: user.serviceType,
    userType: user.profileType === 'individual' ? ('IN' as const) : ('CO' as const),
    language: user.language ?? defaultLanguage,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    platformRole: user.platformRole,
  };
}
