import * as oidc from 'openid-client';
import type { SocialProviderConfig, SocialProviderName } from '../../config/env.ts';

/** What the application keeps of a provider's answer about the person. */
export interface SocialProfile {
  provider: SocialProviderName;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
}

/** Why talking to a provider failed, in terms the pages can explain. */
export type OidcFailureReason = 'unavailable' | 'denied' | 'invalid_state' | 'failed';

export class OidcFailure extends Error {
  constructor(
    readonly reason: OidcFailureReason,
    options?: { cause?: unknown },
  ) {
    super(`Social login failed: ${reason}`, options);
    this.name = 'OidcFailure';
  }
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClients {
  /** Discovers the provider (once) and builds its authorization URL with PKCE, state and nonce. */
  begin(provider: SocialProviderName, redirectUri: string): Promise<AuthorizationStart>;
  /** Exchanges the code (PKCE, state, nonce and ID token checked by openid-client). */
  finish(
    provider: SocialProviderName,
    callbackUrl: URL,
    checks: AuthorizationChecks,
  ): Promise<SocialProfile>;
}

export const requestedScope = 'openid email profile';
const discoveryTimeoutSeconds = 10;

const isLoopback = (url: URL) =>
  ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');

/**
 * client_secret_basic is the OpenID Connect default and what most providers take; a provider that
 * lists only client_secret_post gets that. Decided per request, from the discovered metadata.
 */
function clientSecretAuth(secret: string): oidc.ClientAuth {
  const basic = oidc.ClientSecretBasic(secret);
  const post = oidc.ClientSecretPost(secret);
  return (server, client, body, headers) => {
    const supported = server.token_endpoint_auth_methods_supported;
    const usePost =
      Array.isArray(supported) &&
      !supported.includes('client_secret_basic') &&
      supported.includes('client_secret_post');
    return (usePost ? post : basic)(server, client, body, headers);
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * One Configuration per provider, discovered lazily at first use and kept for the life of the
 * process, so the server starts while a provider is down; a failed discovery is retried at the
 * next attempt. Plain http is accepted only for issuers on this machine (local test providers).
 */
export function createOidcClients(
  providers: Partial<Record<SocialProviderName, SocialProviderConfig>>,
): OidcClients {
  const configurations = new Map<SocialProviderName, Promise<oidc.Configuration>>();

  const configurationFor = (name: SocialProviderName): Promise<oidc.Configuration> => {
    const cached = configurations.get(name);
    if (cached) return cached;
    const provider = providers[name];
    if (!provider) return Promise.reject(new Error(`Social provider ${name} is not configured`));
    const issuer = new URL(provider.issuer);
    const discovered = oidc
      .discovery(
        issuer,
        provider.clientId,
        { client_secret: provider.clientSecret },
        clientSecretAuth(provider.clientSecret),
        {
          timeout: discoveryTimeoutSeconds,
          ...(issuer.protocol === 'http:' && isLoopback(issuer)
            ? { execute: [oidc.allowInsecureRequests] }
            : {}),
        },
      )
      .catch((error: unknown) => {
        configurations.delete(name);
        throw new OidcFailure('unavailable', { cause: error });
      });
    configurations.set(name, discovered);
    return discovered;
  };

  return {
    async begin(name, redirectUri) {
      const config = await configurationFor(name);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: requestedScope,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async finish(name, callbackUrl, checks) {
      const config = await configurationFor(name);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) {
          throw new OidcFailure(error.error === 'access_denied' ? 'denied' : 'failed', {
            cause: error,
          });
        }
        throw new OidcFailure('failed', { cause: error });
      }
      const idToken = tokens.claims();
      if (!idToken) throw new OidcFailure('failed');
      let claims: Record<string, unknown> = { ...idToken };
      // Providers that follow OpenID Connect strictly (oidc-provider, Microsoft) put the profile and
      // e-mail claims only in the UserInfo response when an access token is issued.
      const serverMetadata = config.serverMetadata();
      if ((!text(claims.email) || !text(claims.name)) && serverMetadata.userinfo_endpoint) {
        try {
          const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
          claims = { ...userInfo, ...claims };
        } catch (error) {
          throw new OidcFailure('failed', { cause: error });
        }
      }
      return {
        provider: name,
        subject: idToken.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        isEmailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}
