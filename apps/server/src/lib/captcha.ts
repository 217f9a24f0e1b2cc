import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { hmac } from './tokens.ts';

/**
 * How hard a challenge is: the solver derives PBKDF2 keys with `cost` iterations for counters
 * 0, 1, 2, ... until it reaches the secret counter, drawn from [counterMin, counterMax]. With
 * the defaults that is about 1,000 derivations of ~0.5-1 ms each, spread over the widget's
 * workers: well under a second on a laptop, about a second on a phone (the widget waits at least
 * 500 ms anyway); tests pass a trivial difficulty.
 */
export interface CaptchaDifficulty {
  cost: number;
  counterMin: number;
  counterMax: number;
}

export const defaultCaptchaDifficulty: CaptchaDifficulty = {
  cost: 1_000,
  counterMin: 400,
  counterMax: 1_600,
};

export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;
const ALGORITHM = 'PBKDF2/SHA-256';

/** A verified solution: its signature (to be accepted once) and when its challenge expires. */
export interface VerifiedCaptcha {
  signature: string;
  expiresAt: Date;
}

export interface Captcha {
  /** A fresh signed challenge, the JSON the ALTCHA widget fetches. */
  createChallenge(): Promise<Challenge>;
  /**
   * Checks the widget's base64 payload: signature, expiry and the proof of work. Null when it is
   * malformed, forged, expired or wrong. Whether it was used before is the caller's to check.
   */
  verify(payload: string): Promise<VerifiedCaptcha | null>;
}

/**
 * A challenge as GET /inc/captcha sends it and as it comes back inside the widget's payload (the
 * API reference describes the route with it).
 */
export const challengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().max(256),
      salt: z.string().max(256),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: z.string().max(256),
      expiresAt: z.number().positive(),
    })
    .loose(),
  signature: z.string().min(1).max(256),
});

const payloadSchema = z.object({
  challenge: challengeSchema,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(512),
    time: z.number().optional(),
  }),
});

function decodePayload(payload: string) {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Self-hosted ALTCHA proof of work; both HMAC keys are derived from the session secret. */
export function createCaptcha(
  secret: string,
  difficulty: CaptchaDifficulty = defaultCaptchaDifficulty,
): Captcha {
  const hmacSignatureSecret = hmac(secret, 'altcha:challenge-signature');
  const hmacKeySignatureSecret = hmac(secret, 'altcha:key-signature');
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: difficulty.cost,
        // Deterministic mode: the server knows the answer, so verifying costs one HMAC.
        counter: randomInt(difficulty.counterMax, difficulty.counterMin),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_LIFETIME_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return null;
      try {
        const result = await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (!result.verified) return null;
      } catch {
        return null;
      }
      return {
        signature: decoded.challenge.signature,
        expiresAt: new Date(decoded.challenge.parameters.expiresAt * 1000),
      };
    },
  };
}
