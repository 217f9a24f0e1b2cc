import type { PlatformRole } from '@app/contracts/access';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  companies,
  companyMembers,
  sessions,
  users,
  type StoredProfileImage,
} from '../db/schema.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'sid';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Remember-me on: 30 days at most, 7 idle. Off: a browser-session cookie, 24 h at most, 12 idle. */
export const sessionLifetimes = {
  persistent: { absoluteMs: 30 * DAY, idleMs: 7 * DAY },
  browser: { absoluteMs: DAY, idleMs: 12 * HOUR },
} as const;
const LAST_SEEN_THROTTLE_MS = 60 * 1000;
const CLEANUP_INTERVAL_MS = HOUR;

export interface RequestSession {
  id: string;
  userId: number;
  isPersistent: boolean;
  /** Whether this sign-in passed the second factor. */
  twoFactor: boolean;
}

/** What a request knows about its signed-in user; services choose what to expose. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImage: StoredProfileImage | null;
  serviceType: 'provider' | 'seeker';
  profileType: 'individual' | 'company';
  /** Staff of at least one company (kind company) or SME profile: they choose menus and layouts. */
  isCompanyUser: boolean;
  isSmeUser: boolean;
  language: string | null;
  /** Whether the user proved they own `email`. */
  emailVerified: boolean;
  /** Whether the account signs in with a second factor. */
  twoFactorEnabled: boolean;
  /** Whether this request's session passed the second factor. */
  sessionTwoFactor: boolean;
  /** A role in running the marketplace (operator, support), or null. */
  platformRole: PlatformRole | null;
  /** A new address the user asked for and has not confirmed yet, or null. */
  pendingEmail: string | null;
}

export interface SessionManager {
  /** Always a new random token; the previous session of this request, if any, is destroyed. */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    persistent: boolean,
    options?: { twoFactor?: boolean },
  ): Promise<RequestSession>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  deleteExpired(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

export interface SessionsOptions {
  db: Database;
  /**
   * The user's pending address, as SQL on the `users` row (the accounts module's rule, handed in
   * by app.ts): asked in the session's own statement, one round trip instead of two for the
   * question every page asks (loginuserdetail).
   */
  pendingEmail: SQL<string | null>;
}

/** Paths that never need the session: static files and probes. */
const skipsSession = (url: string) =>
  url.startsWith('/assets/') ||
  url.startsWith('/uploads/') ||
  url === '/healthz' ||
  url === '/readyz' ||
  url === '/metrics';

const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/** Sessions past their absolute expiry or idle limit (the settings module lists the others). */
export const expiredCondition = () =>
  or(
    lt(sessions.expiresAt, sql`now()`),
    sql`${sessions.lastSeenAt} < now() - (case when ${sessions.isPersistent} then interval '7 days' else interval '12 hours' end)`,
  );

const sessionsPlugin: FastifyPluginCallback<SessionsOptions> = (
  app,
  { db, pendingEmail },
  done,
) => {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  const clearCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(request),
    });

  // Runs on every signed-in request: a named prepared statement, so PostgreSQL plans it once per
  // connection and the SQL is built once, not per request.
  const findSession = db
    .select({
      sessionId: sessions.id,
      isPersistent: sessions.isPersistent,
      twoFactor: sessions.twoFactor,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImage: users.profileImage,
        serviceType: users.serviceType,
        profileType: users.profileType,
        // One subquery for both flags: the kinds of company the user is staff of.
        companyKinds: sql<Array<
          'company' | 'sme'
        > | null>`(select array_agg(distinct c.kind) from ${companyMembers} m join ${companies} c on c.id = m.company_id where m.user_id = ${users.id})`,
        language: users.language,
        emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
        twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
        platformRole: users.platformRole,
        pendingEmail,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - (case when ${sessions.isPersistent} then interval '7 days' else interval '12 hours' end)`,
        eq(users.isActive, true),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('find_session');

  app.addHook('onRequest', async (request) => {
    if (skipsSession(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const tokenHash = sha256(token);
    const [row] = await findSession.execute({ tokenHash });
    if (!row) {
      // Expired, idle too long, replaced by a sign-in, or forged: the request is a visitor's, and
      // an expired row goes. The cookie is left alone: a request that raced a sign-in (sent with
      // the session the sign-in replaced) would otherwise clear the new session's cookie in the
      // browser and sign the user out; the next sign-in overwrites it anyway.
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return;
    }
    request.session = {
      id: row.sessionId,
      userId: row.user.id,
      isPersistent: row.isPersistent,
      twoFactor: row.twoFactor,
    };
    const { companyKinds, ...user } = row.user;
    request.user = {
      ...user,
      sessionTwoFactor: row.twoFactor,
      isCompanyUser: companyKinds?.includes('company') ?? false,
      isSmeUser: companyKinds?.includes('sme') ?? false,
    };
    if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_THROTTLE_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, row.sessionId));
    }
  });

  const manager: SessionManager = {
    async start(request, reply, userId, persistent, options = {}) {
      const twoFactor = options.twoFactor ?? false;
      const replaced = request.session;
      if (replaced) {
        // Replaced, not ended: its live streams close quietly (migration 0036).
        await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.session_replaced', 'on', true)`);
          await tx.delete(sessions).where(eq(sessions.id, replaced.id));
        });
      }
      const token = randomToken(32);
      const lifetime = persistent ? sessionLifetimes.persistent : sessionLifetimes.browser;
      const [created] = await db
        .insert(sessions)
        .values({
          tokenHash: sha256(token),
          userId,
          isPersistent: persistent,
          expiresAt: new Date(Date.now() + lifetime.absoluteMs),
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          twoFactor,
        })
        .returning({ id: sessions.id });
      if (!created) throw new Error('Session insert returned nothing');
      // Every sign-in (password, social, a new account) is the user's last sign-in, which
      // company admins see on the user roles page.
      await db
        .update(users)
        .set({ lastLoginAt: sql`now()` })
        .where(eq(users.id, userId));
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(request),
        ...(persistent ? { maxAge: lifetime.absoluteMs / 1000 } : {}),
      });
      request.session = { id: created.id, userId, isPersistent: persistent, twoFactor };
      request.user = null;
      return request.session;
    },
    async end(request, reply) {
      if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
      clearCookie(request, reply);
      request.session = null;
      request.user = null;
    },
    async deleteExpired() {
      await db.delete(sessions).where(expiredCondition());
    },
  };
  app.decorate('sessions', manager);

  const timer = setInterval(() => {
    manager.deleteExpired().catch((error: unknown) => {
      app.log.warn({ err: error }, 'session cleanup failed');
    });
  }, CLEANUP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
  done();
};

export default fp(sessionsPlugin, { name: 'sessions', dependencies: ['@fastify/cookie'] });
