import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@app/contracts/locales';
import { socialProviderNames, type Config, type SocialProviderName } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { DomainEvents } from '../../shared/domain-events.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { safeEqual } from '../../lib/tokens.ts';
import type { LimitRule } from '../../plugins/rate-limit.ts';
import type { SocialPageKind } from './social-messages.ts';
import { createFlowSealer, flowCookieName, flowLifetimeMs } from './social-flow.ts';
import { createOidcClients, OidcFailure, type OidcClients } from './social-oidc.ts';
import {
  pickLanguage,
  renderSocialPage,
  socialPopupScript,
  socialPopupStylesheet,
} from './social-pages.ts';
import { createAuditor, originOf } from '../../shared/audit-log.ts';
import { hasTwoFactor, startChallenge } from '../accounts/index.ts';
import { resolveSocialAccount, SocialAccountError } from './social.service.ts';

export interface SocialRoutesOptions {
  db: Database;
  config: Config;
  events: DomainEvents;
  /** Sign-in attempts one address may start; decisions.md wants room for a whole office. */
  limit?: LimitRule;
  /** Tests may pass clients of their own; by default built from config.socialProviders. */
  oidcClients?: OidcClients;
}

const HOUR = 60 * 60 * 1000;
const defaultLimit: LimitRule = { max: 300, windowMs: HOUR };

const pageStatus: Record<SocialPageKind, number> = {
  success: 200,
  two_factor: 200,
  unknown_provider: 404,
  not_configured: 503,
  unavailable: 502,
  denied: 403,
  invalid_state: 400,
  failed: 502,
  email_missing: 422,
  email_in_use: 409,
  account_deactivated: 403,
  account_suspended: 403,
  rate_limited: 429,
};

const isProviderName = (value: string): value is SocialProviderName =>
  (socialProviderNames as readonly string[]).includes(value);

type ProviderRequest = FastifyRequest<{
  Params: { provider: string };
  Querystring: Record<string, string | undefined>;
}>;

/**
 * Social login in a popup (decisions.md): GET /social/login/:provider starts an OpenID Connect
 * authorization code flow with PKCE, state and nonce; GET /social/callback/:provider finishes it,
 * signs the person in and answers with a page whose script tells the opener and closes.
 */
const socialRoutes: FastifyPluginCallback<SocialRoutesOptions> = (app, options, done) => {
  const { db, config } = options;
  const oidc = options.oidcClients ?? createOidcClients(config.socialProviders);
  const sealer = createFlowSealer(config.sessionSecret);
  const limit = options.limit ?? defaultLimit;

  const cookieOptions = (request: FastifyRequest) => ({
    path: '/social',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  const sendPage = (
    reply: FastifyReply,
    kind: SocialPageKind,
    language: Language,
    provider: SocialProviderName | null,
    status = pageStatus[kind],
    isNewAccount = false,
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        renderSocialPage({
          kind,
          language,
          provider,
          productName: config.productName,
          isNewAccount,
        }),
      );

  // The popup goes to the provider and back: a same-origin COOP on our pages would put it in a
  // new browsing context group on its return and cut window.opener (checked in Chromium).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cross-origin-opener-policy', 'unsafe-none');
    reply.header('cache-control', 'no-store');
  });

  app.get('/social/popup.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(socialPopupScript),
  );
  app.get('/social/popup.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(socialPopupStylesheet),
  );

  /** The path's provider when it is known and configured, else the page that says why not. */
  const checkProvider = (
    name: string,
  ):
    | { provider: SocialProviderName; problem: null }
    | { provider: SocialProviderName | null; problem: 'unknown_provider' | 'not_configured' } => {
    if (!isProviderName(name)) return { provider: null, problem: 'unknown_provider' };
    if (!config.socialProviders[name]) return { provider: name, problem: 'not_configured' };
    return { provider: name, problem: null };
  };

  app.get('/social/login/:provider', async (request: ProviderRequest, reply) => {
    const language = pickLanguage(
      request.query.lang,
      request.headers['accept-language'],
      config.defaultLanguage,
    );
    const checked = checkProvider(request.params.provider);
    if (checked.problem) return sendPage(reply, checked.problem, language, checked.provider);
    const { provider } = checked;
    const hit = await app.limiter.hit(`social:${request.ip}`, limit);
    if (!hit.allowed) {
      reply.header('retry-after', String(Math.ceil(hit.retryAfterMs / 1000)));
      return sendPage(reply, 'rate_limited', language, provider);
    }

    const redirectUri = `${publicBaseUrl(config)}/social/callback/${provider}`;
    try {
      const start = await oidc.begin(provider, redirectUri);
      const sealed = sealer.seal({
        provider,
        state: start.state,
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        redirectUri,
        language,
        expiresAt: Date.now() + flowLifetimeMs,
      });
      reply.setCookie(flowCookieName(provider), sealed, {
        ...cookieOptions(request),
        maxAge: flowLifetimeMs / 1000,
      });
      return reply.redirect(start.url.href, 302);
    } catch (error) {
      request.log.warn({ err: error, provider }, 'social login could not start');
      return sendPage(reply, 'unavailable', language, provider);
    }
  });

  app.get('/social/callback/:provider', async (request: ProviderRequest, reply) => {
    const fallbackLanguage = pickLanguage(
      undefined,
      request.headers['accept-language'],
      config.defaultLanguage,
    );
    const checked = checkProvider(request.params.provider);
    if (checked.problem)
      return sendPage(reply, checked.problem, fallbackLanguage, checked.provider);
    const { provider } = checked;
    const cookieName = flowCookieName(provider);
    const flow = sealer.open(request.cookies[cookieName], provider);
    // One attempt, one callback: whatever happens next, the flow is spent.
    reply.clearCookie(cookieName, cookieOptions(request));
    const state = request.query.state;
    if (!flow || typeof state !== 'string' || !safeEqual(state, flow.state)) {
      return sendPage(reply, 'invalid_state', flow?.language ?? fallbackLanguage, provider);
    }
    const { language } = flow;

    try {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const profile = await oidc.finish(provider, new URL(`${flow.redirectUri}${query}`), flow);
      const { userId, outcome } = await resolveSocialAccount(db, options.events, profile);
      if (await hasTwoFactor(db, userId)) {
        // The provider vouched; the sign-in waits for the second factor (logintwofactor).
        await startChallenge(db, request, reply, { userId, persistent: true, method: provider });
        request.log.info({ provider, userId, outcome }, 'social sign-in awaits the second factor');
        return sendPage(reply, 'two_factor', language, provider);
      }
      await app.sessions.start(request, reply, userId, true);
      reply.issueCsrfToken();
      await createAuditor(originOf(request, userId)).record(db, 'sign_in', {
        userId,
        detail: { method: provider },
      });
      request.log.info({ provider, userId, outcome }, 'social sign-in');
      return sendPage(reply, 'success', language, provider, 200, outcome === 'created');
    } catch (error) {
      if (error instanceof SocialAccountError) {
        request.log.info({ provider, problem: error.problem }, 'social sign-in refused');
        return sendPage(reply, error.problem, language, provider);
      }
      if (error instanceof OidcFailure) {
        const log = error.reason === 'denied' ? request.log.info : request.log.warn;
        log.call(request.log, { err: error.cause, provider }, `social sign-in: ${error.reason}`);
        return sendPage(reply, error.reason, language, provider);
      }
      request.log.error({ err: error, provider }, 'social sign-in failed');
      return sendPage(reply, 'failed', language, provider, 500);
    }
  });

  done();
};

export default socialRoutes;
