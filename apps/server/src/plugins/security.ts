import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import type { Config } from '../config/env.ts'
import { type AttemptCounter, createAttemptCounter } from '../lib/attempt-limiter.ts'
import { HttpProblem } from '../lib/http-problem.ts'
import { isApiPath, routedPath } from '../lib/request-path.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by every instance's limiters when REDIS_URL is set. */
    redis: Redis | null
    /** The one counter behind every attempt limit (credentials, passwords, mail, sessions). */
    attempts: AttemptCounter
  }
}

export const security = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options
    const redis = config.redisUrl ? await connectRedis(config.redisUrl, app) : null
    app.decorate('redis', redis)
    app.decorate('attempts', createAttemptCounter({ redis }))
    if (redis) {
      // A Redis that is already gone cannot take QUIT; closing the socket is all that is left.
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect())
      })
    }
    const production = config.env === 'production'
    const imageSources = ["'self'", 'data:', 'blob:']
    if (config.s3?.endpoint) imageSources.push(new URL(config.s3.endpoint).origin)

    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and toasts set inline style attributes; no inline scripts are allowed.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: imageSources,
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      hsts: production,
      crossOriginEmbedderPolicy: false,
    })

    // A general ceiling per IP on the API; sign-in and sign-up get their own, tighter limits.
    await app.register(rateLimit, {
      global: config.rateLimitPerMinute > 0,
      max: config.rateLimitPerMinute,
      allowList: (request) => !isApiPath(routedPath(request)),
      timeWindow: '1 minute',
      ...(redis ? { redis } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpProblem({
          status: 429,
          title: 'Too Many Requests',
          detail: `Too many requests. Please wait ${context.after} and try again.`,
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        }),
    })
  },
  { name: 'security' },
)

async function connectRedis(url: string, app: FastifyInstance) {
  const { Redis } = await import('ioredis')
  // A frozen Redis never answers: the command timeout turns that into an error the limiters
  // already handle, instead of a request that waits forever.
  const redis = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  })
  let reported = false
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (reported) return
    reported = true
    app.log.warn({ reason: error.code ?? error.message }, 'Redis is not reachable')
  })
  redis.on('ready', () => {
    reported = false
  })
  return redis
}
