import argon2 from 'argon2';

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
export const owaspCost: PasswordCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, for unknown users (no timing enumeration). */
  verifyDummy(password: string): Promise<void>;
  needsRehash(hash: string): boolean;
}

export function createPasswordHasher(cost: PasswordCost = owaspCost): PasswordHasher {
  const options = { type: argon2.argon2id as 2, ...cost };
  let dummyHash: Promise<string> | null = null;
  const verify = async (hash: string, password: string) => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => argon2.hash(password, options),
    verify,
    async verifyDummy(password) {
      dummyHash ??= argon2.hash('not-a-real-password-0f9e8d', options);
      await verify(await dummyHash, password);
    },
    needsRehash: (hash) => argon2.needsRehash(hash, options),
  };
}
