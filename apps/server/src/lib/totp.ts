import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;

function totpOf(secret: string, label = '', issuer = '') {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 for the app. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// link an authenticator app reads from the QR code. */
export const totpUri = (secret: string, issuer: string, account: string): string =>
  totpOf(secret, account, issuer).toString();

/**
 * The time step of a code that is right now (one step of clock drift either way is allowed),
 * or null. The caller refuses a step already used, so a code works once.
 */
export function matchTotp(secret: string, code: string, nowMs = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a moment, for tests that play the authenticator app. */
export const totpCode = (secret: string, nowMs = Date.now()): string =>
  totpOf(secret).generate({ timestamp: nowMs });

/** A QR code of the text as an SVG data URL (the page's CSP allows data: images). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
