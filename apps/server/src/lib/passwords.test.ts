import { describe, expect, it } from 'vitest';
import { createPasswordHasher, owaspCost } from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters', async () => {
    const hasher = createPasswordHasher(owaspCost);
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined();
  });
});
