import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  retryAfterMs: number;
}

/** Fixed-window counters keyed by caller-chosen strings (an address, an account). */
export interface Limiter {
  hit(key: string, rule: LimitRule): Promise<LimitResult>;
  /**
   * The window as it stands, counting nothing: `allowed` says whether one more hit would be. For
   * a budget spent on some answers only, checked before the answer is known.
   */
  peek(key: string, rule: LimitRule): Promise<LimitResult>;
  /** Where the counters are: `memory` (this server's), `redis`, or `redis-down` (this server's until Redis is back). */
  status(): 'memory' | 'redis' | 'redis-down';
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
        count: entry.count,
        retryAfterMs: entry.resetAt - now,
      });
    },
    peek(key, rule) {
      const now = Date.now();
      const entry = windows.get(key);
      const count = entry && entry.resetAt > now ? entry.count : 0;
      return Promise.resolve({
        allowed: count < rule.max,
        count,
        retryAfterMs: entry && count > 0 ? entry.resetAt - now : rule.windowMs,
      });
    },
    status: () => 'memory',
  };
}

/** No limits at all (ACTION_RATE_LIMITS=false): every hit is allowed and nothing is counted. */
export const unlimited: Limiter = {
  hit: () => Promise.resolve({ allowed: true, count: 0, retryAfterMs: 0 }),
  peek: () => Promise.resolve({ allowed: true, count: 0, retryAfterMs: 0 }),
  status: () => 'memory',
};

const redisKeyOf = (key: string, rule: LimitRule) => `limit:${key}:${rule.windowMs}`;

async function redisHit(redis: Redis, key: string, rule: LimitRule): Promise<LimitResult> {
  const redisKey = redisKeyOf(key, rule);
  const results = await redis
    .multi()
    .incr(redisKey)
    .pexpire(redisKey, rule.windowMs, 'NX')
    .pttl(redisKey)
    .exec();
  const failed = results?.find(([error]) => error !== null)?.[0];
  if (!results || failed) throw failed ?? new Error('Redis answered nothing');
  const count = Number(results[0]?.[1] ?? 0);
  const ttl = Number(results[2]?.[1] ?? rule.windowMs);
  return { allowed: count <= rule.max, count, retryAfterMs: ttl > 0 ? ttl : rule.windowMs };
}

async function redisPeek(redis: Redis, key: string, rule: LimitRule): Promise<LimitResult> {
  const redisKey = redisKeyOf(key, rule);
  const results = await redis.multi().get(redisKey).pttl(redisKey).exec();
  const failed = results?.find(([error]) => error !== null)?.[0];
  if (!results || failed) throw failed ?? new Error('Redis answered nothing');
  const count = Number(results[0]?.[1] ?? 0);
  const ttl = Number(results[1]?.[1] ?? rule.windowMs);
  return { allowed: count < rule.max, count, retryAfterMs: ttl > 0 ? ttl : rule.windowMs };
}

/**
 * Counters shared by every server through Redis; while Redis cannot be reached, each server counts
 * on its own (the limits hold per server instead of overall) and says so once in the log, and
 * again when Redis is back. A request never waits for, or fails on, an absent Redis.
 */
function redisLimiter(redis: Redis, log: FastifyBaseLogger): Limiter {
  const local = memoryLimiter();
  let down = false;
  const fallBack = (error: unknown, key: string, rule: LimitRule, peek = false) => {
    if (!down) {
      down = true;
      log.warn(
        { err: error },
        'Redis is not reachable: rate limits count per server until it is back',
      );
    }
    return peek ? local.peek(key, rule) : local.hit(key, rule);
  };
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: rate limits are shared by every server again');
  });
  return {
    async hit(key, rule) {
      if (redis.status !== 'ready')
        return fallBack(new Error(`Redis is ${redis.status}`), key, rule);
      try {
        return await redisHit(redis, key, rule);
      } catch (error) {
        return fallBack(error, key, rule);
      }
    },
    async peek(key, rule) {
      if (redis.status !== 'ready')
        return fallBack(new Error(`Redis is ${redis.status}`), key, rule, true);
      try {
        return await redisPeek(redis, key, rule);
      } catch (error) {
        return fallBack(error, key, rule, true);
      }
    },
    status: () => (redis.status === 'ready' ? 'redis' : 'redis-down'),
  };
}

/** @fastify/rate-limit's store over our limiter: the global limit shares its counters and fallback. */
function limiterStore(limiter: Limiter) {
  return class LimiterStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      limiter.hit(`global:${key}`, { max, windowMs: timeWindow }).then(
        (result) => callback(null, { current: result.count, ttl: result.retryAfterMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return this;
    }
  };
}

/**
 * A generous global limit on the API per address (@fastify/rate-limit) and `app.limiter` for the
 * tighter per-action limits. Both share Redis when REDIS_URL is set, so several servers agree.
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  // ioredis is loaded only with REDIS_URL: one server alone never pays its start and memory.
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, {
        // Fail at once while disconnected (the limiter then counts locally), and keep reconnecting.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        retryStrategy: (times) => Math.min(times * 200, 2000),
      })
    : null;
  redis?.on('error', () => undefined);
  if (redis) app.addHook('onClose', () => void redis.disconnect());
  const limiter = redis ? redisLimiter(redis, app.log) : memoryLimiter();

  await app.register(rateLimit, {
    global: true,
    max: options.global.max,
    timeWindow: options.global.windowMs,
    allowList: (request) => !request.url.startsWith('/inc/'),
    store: limiterStore(limiter),
  });
  app.decorate('limiter', limiter);
};

export default fp(rateLimitPlugin, { name: 'rate-limit' });
