import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed.ts';

const secret = 'a session secret of at least thirty-two characters';

describe('sealed values', () => {
  it('opens what it sealed, and the seal does not show the value', () => {
    const token = 'Zm9vYmFyYmF6cXV4LXRva2VuLXZhbHVlLTEyMzQ1Njc4';
    const sealed = seal(secret, token);
    expect(sealed).not.toContain(token);
    expect(unseal(secret, sealed)).toBe(token);
    // A fresh IV each time: the same token seals differently.
    expect(seal(secret, token)).not.toBe(sealed);
  });

  it('refuses an altered seal, another secret and a non-seal', () => {
    const sealed = seal(secret, 'token');
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(unseal(secret, bytes.toString('base64url'))).toBeNull();
    const tag = Buffer.from(sealed, 'base64url');
    tag[14] = (tag[14] ?? 0) ^ 1;
    expect(unseal(secret, tag.toString('base64url'))).toBeNull();
    expect(unseal('another secret of at least thirty-two characters', sealed)).toBeNull();
    expect(unseal(secret, 'token')).toBeNull();
    expect(unseal(secret, '')).toBeNull();
  });
});
