import crypto from 'node:crypto';
import { isLanguage, type Language } from '@app/contracts/locales';
import { socialProviderNames, type SocialProviderName } from '../../config/env.ts';

/** What the login step hands to the callback step of one sign-in attempt. */
export interface SocialFlow {
  provider: SocialProviderName;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  language: Language;
  /** Epoch milliseconds after which the attempt is refused. */
  expiresAt: number;
}

/** A sign-in attempt must come back from the provider within this time. */
export const flowLifetimeMs = 10 * 60 * 1000;

/** One cookie per provider, so two popups (say Google, then Microsoft) do not spoil each other. */
export const flowCookieName = (provider: SocialProviderName) => `social_flow_${provider}`;

export interface FlowSealer {
  seal(flow: SocialFlow): string;
  /** The flow, or null when the value is forged, damaged, for another provider or expired. */
  open(value: string | undefined, provider: SocialProviderName): SocialFlow | null;
}

const algorithm = 'aes-256-gcm';
const additionalData = Buffer.from('social-flow.v1');

/**
 * The flow state travels in an httpOnly cookie sealed with AES-256-GCM under a key derived from
 * SESSION_SECRET: nothing to store on the server, and the PKCE verifier is neither readable nor
 * changeable by the browser. Any server sharing the secret can finish the attempt.
 */
export function createFlowSealer(secret: string): FlowSealer {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, '', 'social-login-flow-cookie', 32));
  return {
    seal(flow) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv(algorithm, key, iv);
      cipher.setAAD(additionalData);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(value, provider) {
      if (!value || value.length > 4096) return null;
      let flow: unknown;
      try {
        const raw = Buffer.from(value, 'base64url');
        if (raw.length < 29) return null;
        const decipher = crypto.createDecipheriv(algorithm, key, raw.subarray(0, 12));
        decipher.setAAD(additionalData);
        decipher.setAuthTag(raw.subarray(12, 28));
        const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
        flow = JSON.parse(plain.toString('utf8'));
      } catch {
        return null;
      }
      if (!isFlow(flow) || flow.provider !== provider || flow.expiresAt < Date.now()) return null;
      return flow;
    },
  };
}

function isFlow(value: unknown): value is SocialFlow {
  if (!value || typeof value !== 'object') return false;
  const flow = value as Record<string, unknown>;
  return (
    socialProviderNames.includes(flow.provider as SocialProviderName) &&
    typeof flow.state === 'string' &&
    typeof flow.nonce === 'string' &&
    typeof flow.codeVerifier === 'string' &&
    typeof flow.redirectUri === 'string' &&
    isLanguage(flow.language) &&
    typeof flow.expiresAt === 'number'
  );
}
