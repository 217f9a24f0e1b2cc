import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  retryAfterMs: number;
}

/** Fixed-window counters keyed by caller-chosen strings (an address, an account). */
export interface Limiter {
  hit(key: string, rule: LimitRule): Promise<LimitResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
  }
}

export interface RateLimitOptions {
  redisUrl: string | null;
  /** Every /inc/* request, per client address. */
  global: LimitRule;
}

function memoryLimiter(): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    hit(key, rule) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [entryKey, entry] of windows) if (entry.resetAt <= now) windows.delete(entryKey);
        lastSweep = now;
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + rule.windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return Promise.resolve({
        allowed: entry.count <= rule.max,
        retryAfterMs: entry.resetAt - now,
      });
    },
  };
}

function redisLimiter(redis: Redis): Limiter {
  return {
    async hit(key, rule) {
      const redisKey = `limit:${key}:${rule.windowMs}`;
      const results = await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, rule.windowMs, 'NX')
        .pttl(redisKey)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? rule.windowMs);
      return { allowed: count <= rule.max, retryAfterMs: ttl > 0 ? ttl : rule.windowMs };
    },
  };
}

/**
 * A generous global limit on the API per address (@fastify/rate-limit) and `app.limiter` for the
 * tighter per-action limits. Both share Redis when REDIS_URL is set, so several servers agree.
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  await app.register(rateLimit, {
    global: true,
    max: options.global.max,
    timeWindow: options.global.windowMs,
    allowList: (request) => !request.url.startsWith('/inc/'),
    ...(redis ? { redis, nameSpace: 'ratelimit:' } : {}),
  });
  app.decorate('limiter', redis ? redisLimiter(redis) : memoryLimiter());
};

export default fp(rateLimitPlugin, { name: 'rate-limit' });
