import { isReservedName } from '@app/contracts/reserved-names';
import { limits, usernamePattern } from '@app/contracts/validation';

/**
 * A username in the contract's shape (a letter first, then letters, digits or underscores, 5-20
 * characters), from the e-mail's local part or else the person's name: "Anna.Maria+news@x.it"
 * gives "anna_maria", "Zoë" gives "zoe_user".
 */
export function usernameBase(email: string | null, name: string | null): string {
  const local = email?.split('@')[0]?.split('+')[0] ?? '';
  const source = local.trim() !== '' ? local : (name ?? '');
  let base = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[^A-Za-z]+/, '')
    .toLowerCase()
    .slice(0, limits.usernameMax)
    .replace(/_+$/, '');
  if (base === '') base = 'user';
  if (base.length < limits.usernameMin) base = `${base}_user`;
  return base;
}

/** base, base2, base3, ... each cut to fit the maximum length, reserved names left out. */
export function* usernameCandidates(base: string, count = 50): Generator<string> {
  for (let index = 1; index <= count; index += 1) {
    const suffix = index === 1 ? '' : String(index);
    const candidate = `${base.slice(0, limits.usernameMax - suffix.length)}${suffix}`;
    if (usernamePattern.test(candidate) && !isReservedName(candidate)) yield candidate;
  }
}

/** The last resort when every numbered candidate is taken: base_ and six random digits. */
export function randomUsername(base: string): string {
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `${base.slice(0, limits.usernameMax - 7)}_${digits}`;
}
