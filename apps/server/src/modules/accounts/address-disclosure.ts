import net from 'node:net';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { Limiter, LimitRule } from '../../plugins/rate-limit.ts';

/**
 * Whether an e-mail address has an account here is worth something to a spammer or a phisher,
 * and three answers tell it: `emailcheck` (the contract: `status: true` when taken, which the
 * registration form shows as the person types), and `join` and `changeemail` (`email_taken`).
 * None can stop telling without breaking the contract or the form, so each network is told only
 * a few times an hour, all three answers counted together:
 *
 * - A network is one IPv4 address or one IPv6 /64 (what one customer line gets, so that walking
 *   the addresses of one line buys nothing).
 * - It may be told that 10 different addresses are registered per hour; being told again about
 *   the same address costs nothing (a person retyping their own address, then pressing Register).
 * - While its budget is spent, `emailcheck`, `join` and `changeemail` answer `rate_limited` to
 *   that network for any address: a refusal that depended on the address asked would itself be
 *   the answer. Registrations wait too, since a `join` that succeeds for a free address and not
 *   for a taken one is the same oracle at 60 tries an hour.
 *
 * So a stranger learns of at most ten accounts an hour per network, not the hundreds the old
 * per-action limit allowed, while the person filling in the form is still told at once that
 * their address is registered (they should sign in). An office behind one address stays under
 * it unless more than ten of its people type addresses that already have accounts in one hour.
 * A budget per checked address would add nothing against enumeration (each address needs telling
 * only once), and one for the whole platform would let anyone switch the check off for everyone
 * (docs/decisions/023-address-disclosure-budget.md).
 */

const HOUR = 60 * 60 * 1000;
export const disclosureBudget: LimitRule = { max: 10, windowMs: HOUR };
const seenOnce: LimitRule = { max: 1, windowMs: HOUR };

/** The client's network: an IPv4 address as it is, an IPv6 address's /64. */
export function networkOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from(
    { length: Math.max(0, 8 - headGroups.length - tailGroups.length) },
    () => '0',
  );
  const groups = [...headGroups, ...(tail === undefined ? [] : zeros), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

export interface AddressDisclosures {
  /** Refuses with `rate_limited` while the network's budget is spent, whatever is asked. */
  assertOpen(): Promise<void>;
  /** The network has just been told that `email` has an account. */
  record(email: string): Promise<void>;
}

export function addressDisclosures(limiter: Limiter, ip: string): AddressDisclosures {
  const network = networkOf(ip);
  const budgetKey = `disclosure:${network}`;
  return {
    async assertOpen() {
      const budget = await limiter.peek(budgetKey, disclosureBudget);
      if (!budget.allowed) {
        throw Object.assign(new AppError('rate_limited'), {
          retryAfterSeconds: Math.ceil(budget.retryAfterMs / 1000),
        });
      }
    },
    async record(email) {
      // Hashed: the shared counters never hold the addresses themselves.
      const seen = await limiter.hit(
        `disclosure-seen:${network}:${sha256(email.trim().toLowerCase())}`,
        seenOnce,
      );
      if (seen.count === 1) await limiter.hit(budgetKey, disclosureBudget);
    },
  };
}

/**
 * Runs a change that answers `email_taken` for a registered address (`join`, `changeemail`)
 * within the network's budget: refused while it is spent, and an `email_taken` spends it.
 */
export async function withinDisclosureBudget<T>(
  disclosures: AddressDisclosures,
  email: string,
  run: () => Promise<T>,
): Promise<T> {
  await disclosures.assertOpen();
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'email_taken') await disclosures.record(email);
    throw error;
  }
}
