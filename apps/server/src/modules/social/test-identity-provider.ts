import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcContext } from 'oidc-provider';

/** The person the next sign-in at the test provider logs in as (or 'deny' to refuse consent). */
export interface TestPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next interaction logs in; 'deny' answers access_denied instead. */
  nextLogin: TestPerson | 'deny';
  /**
   * Follows the provider's redirects like a browser (keeping the provider's cookies) from the
   * authorization URL until the redirect back to the app; returns that callback URL.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a random local port with one confidential
 * client. Its login interaction signs `nextLogin` in at once and consent is implied, so tests
 * drive the whole flow over HTTP without pages to fill.
 */
export async function startTestIdentityProvider(
  redirectUris: string[],
): Promise<TestIdentityProvider> {
  const people = new Map<string, TestPerson>();
  let provider: Provider | null = null;
  const server = http.createServer((request, response) => {
    if (!provider) {
      response.statusCode = 503;
      response.end();
      return;
    }
    if (request.url?.startsWith('/interaction/')) {
      void finishInteraction(provider, request, response);
      return;
    }
    provider.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: TestIdentityProvider = {
    issuer,
    clientId: 'skillvia-test',
    clientSecret: crypto.randomBytes(24).toString('base64url'),
    nextLogin: { sub: 'nobody' },
    authorize: (url) => followToCallback(url, redirectUris),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  async function finishInteraction(
    active: Provider,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) {
    try {
      await active.interactionDetails(request, response);
      const person = state.nextLogin;
      if (person === 'deny') {
        await active.interactionFinished(request, response, {
          error: 'access_denied',
          error_description: 'End-User aborted interaction',
        });
        return;
      }
      people.set(person.sub, person);
      await active.interactionFinished(
        request,
        response,
        { login: { accountId: person.sub } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  }

  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    // First-party client: consent is implied for the scopes it asks for.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, provider: active } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new active.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ ...person }) };
    },
  });
  return state;
}

async function followToCallback(startUrl: string, redirectUris: string[]): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(startUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (redirectUris.some((uri) => url.href.startsWith(`${uri}?`))) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header);
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
    }
    url = new URL(location, url);
  }
  throw new Error('Too many redirects at the test identity provider');
}
