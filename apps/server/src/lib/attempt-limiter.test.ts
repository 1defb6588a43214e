import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createAttemptCounter,
  createMemoryAttemptLimiter,
  createRedisAttemptLimiter,
} from './attempt-limiter.ts'

describe('memory attempt limiter', () => {
  it('refuses the attempt past the maximum until the window ends', async () => {
    let time = 0
    const limiter = createMemoryAttemptLimiter({ max: 2, windowMs: 60_000, now: () => time })
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(true)
    time = 15_000
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect((await limiter.hit('b')).allowed).toBe(true)
    time = 60_000
    expect((await limiter.hit('a')).allowed).toBe(true)
  })
})

describe('attempt counter', () => {
  it('keeps each rule and each key in a bucket of its own', async () => {
    const counter = createAttemptCounter({ redis: null })
    const strict = { name: 'strict', max: 1, windowMs: 60_000 }
    const loose = { name: 'loose', max: 5, windowMs: 60_000 }
    expect((await counter.hit(strict, 'a')).allowed).toBe(true)
    expect((await counter.hit(strict, 'a')).allowed).toBe(false)
    expect((await counter.hit(strict, 'b')).allowed).toBe(true)
    expect((await counter.hit(loose, 'a')).allowed).toBe(true)
  })
})

// Redis is optional for the product; the adapter is tested where a server answers.
const redisUrl = process.env.TEST_REDIS_URL
describe.runIf(Boolean(redisUrl))('redis attempt limiter', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true })
  afterAll(() => redis.quit())

  it('shares the count between limiters on the same keys', async () => {
    const prefix = `afc-test-${Date.now()}`
    const first = createRedisAttemptLimiter({ redis, max: 2, windowMs: 60_000, prefix })
    const second = createRedisAttemptLimiter({ redis, max: 2, windowMs: 60_000, prefix })
    expect((await first.hit('ip')).allowed).toBe(true)
    expect((await second.hit('ip')).allowed).toBe(true)
    const third = await first.hit('ip')
    expect(third.allowed).toBe(false)
    expect(third.retryAfterSeconds).toBeGreaterThan(55)
  })

  it('shares one rule between the counters of two instances', async () => {
    const rule = { name: `afc-test-rule-${Date.now()}`, max: 1, windowMs: 60_000 }
    const first = createAttemptCounter({ redis })
    const second = createAttemptCounter({ redis })
    expect((await first.hit(rule, '203.0.113.9')).allowed).toBe(true)
    expect((await second.hit(rule, '203.0.113.9')).allowed).toBe(false)
  })
})
