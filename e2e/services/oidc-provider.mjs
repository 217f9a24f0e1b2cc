// A real OpenID Connect provider for the end-to-end tests (the app's "google"), started by
// Playwright as a web server of its own. Its development pages ask for a login (any name and
// password) and then for consent, so the tests go through a provider's pages in the popup.
//
// The login name decides the person: an e-mail address becomes the e-mail claim, verified unless
// it starts with "unverified"; anything else becomes a subject without e-mail.
//
// Environment: OIDC_PORT (default E2E_PORT + 10, i.e. 3117), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET,
// OIDC_REDIRECT_URIS (comma-separated; default the app's Google callback at E2E_PORT).
import crypto from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const appPort = Number(process.env.E2E_PORT ?? 3107);
const port = Number(process.env.OIDC_PORT ?? appPort + 10);
const issuer = `http://127.0.0.1:${port}`;
const clientId = process.env.OIDC_CLIENT_ID ?? 'skillvia-e2e';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'skillvia-e2e-secret';
const redirectUris = (
  process.env.OIDC_REDIRECT_URIS ?? `http://127.0.0.1:${appPort}/social/callback/google`
)
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);

/** The claims of the person who typed `login` on the provider's sign-in page. */
function personFor(login) {
  const sub = crypto.createHash('sha256').update(login).digest('hex').slice(0, 24);
  if (!login.includes('@')) return { sub, name: login };
  const local = login.split('@')[0] ?? login;
  const [given = local, ...family] = local.split(/[._-]+/);
  const capitalise = (word) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    sub,
    email: login.toLowerCase(),
    email_verified: !login.toLowerCase().startsWith('unverified'),
    given_name: capitalise(given),
    family_name: family.map(capitalise).join(' ') || undefined,
    name: [given, ...family].map(capitalise).join(' '),
  };
}

const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig' }] },
  cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name'],
  },
  pkce: { required: () => true },
  ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  features: { devInteractions: { enabled: true } },
  // devInteractions accept any login; the account is whoever logged in.
  findAccount: (_ctx, login) => ({ accountId: login, claims: () => personFor(login) }),
});
provider.on('server_error', (_ctx, error) => console.error('oidc-provider error:', error));

const server = http.createServer(provider.callback());
server.listen(port, '127.0.0.1', () => {
  console.warn(`OpenID Connect test provider at ${issuer} (client ${clientId})`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
