import crypto from 'node:crypto';

/**
 * A secret sealed for a short stay somewhere less private than its own table (a one-time link's
 * token in the job queue's data, read back by the job that e-mails it): AES-256-GCM under a key
 * derived from the server's secret, so the stored value neither reveals the token nor can be
 * altered unnoticed. Base64url of IV (12 bytes), tag (16 bytes) and ciphertext.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A key of its own for sealing, derived from the server's secret (the session secret). */
const keyOf = (secret: string): Buffer =>
  Buffer.from(crypto.hkdfSync('sha256', secret, '', 'sealed-values-v1', 32));

export function seal(secret: string, value: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const encrypted = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

/** The sealed value, or null when it was altered, sealed under another secret or is no seal. */
export function unseal(secret: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      keyOf(secret),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
