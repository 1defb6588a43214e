import { once } from 'node:events'
import type { DependencyState, ReadinessChecks } from '@afc/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { DatabaseHandle } from '../../db/client.ts'

/** A frozen Redis never answers; its client has no timer of its own for commands. */
const REDIS_DEADLINE_MS = 2_000

/**
 * Asks every dependency a trivial question at once. The database bounds its own ping by the
 * connect timeout; Redis is only asked when it is configured.
 */
export async function checkReadiness(options: {
  database: DatabaseHandle
  redis: Redis | null
  log: FastifyBaseLogger
}): Promise<ReadinessChecks> {
  const { database, redis, log } = options
  const [databaseState, redisState] = await Promise.all([
    stateOf('database', database.ping(), log),
    redis ? stateOf('redis', withDeadline(pingRedis(redis), REDIS_DEADLINE_MS), log) : undefined,
  ])
  return {
    database: { state: databaseState, driver: database.driver },
    ...(redisState ? { redis: { state: redisState } } : {}),
  }
}

async function stateOf(
  dependency: string,
  check: Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<DependencyState> {
  try {
    await check
    return 'up'
  } catch (error) {
    // Trivial pings carry no personal data, so their errors may be logged whole.
    log.warn({ err: error, dependency }, 'readiness check failed')
    return 'down'
  }
}

async function pingRedis(redis: Redis) {
  // Commands are refused, not queued, until the connection is up: a check made while the first
  // connection is still being opened waits for it rather than calling Redis down.
  if (['wait', 'connecting', 'connect'].includes(redis.status)) await once(redis, 'ready')
  await redis.ping()
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}
