import crypto from 'node:crypto';

export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string =>
  crypto.createHash('sha256').update(value).digest('base64url');

export const hmac = (secret: string, value: string): string =>
  crypto.createHmac('sha256', secret).update(value).digest('base64url');

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
