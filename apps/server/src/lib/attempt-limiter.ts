import type { Redis } from 'ioredis'

export type AttemptVerdict = { allowed: boolean; retryAfterSeconds: number }

/** Counts attempts per key in fixed windows; the attempt past `max` in a window is refused. */
export interface AttemptLimiter {
  hit(key: string): Promise<AttemptVerdict>
}

export function createMemoryAttemptLimiter(options: {
  max: number
  windowMs: number
  now?: () => number
}): AttemptLimiter {
  const now = options.now ?? Date.now
  const windows = new Map<string, { count: number; resetAt: number }>()
  let nextSweep = now() + options.windowMs
  return {
    async hit(key) {
      const time = now()
      if (time >= nextSweep) {
        // Forget finished windows so the map cannot grow without bound.
        for (const [storedKey, window] of windows) {
          if (window.resetAt <= time) windows.delete(storedKey)
        }
        nextSweep = time + options.windowMs
      }
      let window = windows.get(key)
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + options.windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return {
        allowed: window.count <= options.max,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      }
    },
  }
}

/** The same rule shared by every server instance through Redis (INCR + PEXPIRE). */
export function createRedisAttemptLimiter(options: {
  redis: Redis
  max: number
  windowMs: number
  prefix: string
}): AttemptLimiter {
  return {
    async hit(key) {
      const redisKey = `${options.prefix}:${key}`
      const [[, count], [, ttl]] = (await options.redis
        .multi()
        .incr(redisKey)
        .pttl(redisKey)
        .exec()) as [[null, number], [null, number]]
      if (ttl < 0) await options.redis.pexpire(redisKey, options.windowMs)
      const remainingMs = ttl > 0 ? ttl : options.windowMs
      return {
        allowed: count <= options.max,
        retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
      }
    },
  }
}

/** A named limit: at most `max` attempts per key in each window of `windowMs`. */
export type AttemptRule = { name: string; max: number; windowMs: number }

/** Every limit the server counts, in memory or, when configured, in Redis for all instances. */
export interface AttemptCounter {
  hit(rule: AttemptRule, key: string): Promise<AttemptVerdict>
}

export function createAttemptCounter(options: { redis: Redis | null }): AttemptCounter {
  const limiters = new Map<string, AttemptLimiter>()
  const limiterFor = (rule: AttemptRule) => {
    let limiter = limiters.get(rule.name)
    if (!limiter) {
      const { max, windowMs } = rule
      limiter = options.redis
        ? createRedisAttemptLimiter({ redis: options.redis, max, windowMs, prefix: rule.name })
        : createMemoryAttemptLimiter({ max, windowMs })
      limiters.set(rule.name, limiter)
    }
    return limiter
  }
  return { hit: (rule, key) => limiterFor(rule).hit(key) }
}
