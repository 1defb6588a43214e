import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type AttemptLimiter,
  createMemoryAttemptLimiter,
  createRedisAttemptLimiter,
} from '../../lib/attempt-limiter.ts'
import { HttpProblem } from '../../lib/http-problem.ts'

/** Sign-in and sign-up attempts one IP may make for one email per minute (the 11th gets 429). */
export const ATTEMPTS_PER_EMAIL_PER_MINUTE = 10
/** Sign-in and sign-up attempts one IP may make per minute, whatever the emails. */
export const ATTEMPTS_PER_IP_PER_MINUTE = 60

function limiter(app: FastifyInstance, max: number, prefix: string): AttemptLimiter {
  const windowMs = 60_000
  return app.redis
    ? createRedisAttemptLimiter({ redis: app.redis, max, windowMs, prefix })
    : createMemoryAttemptLimiter({ max, windowMs })
}

/** A preHandler that counts a credential attempt per IP and per IP+email, refusing with 429. */
export function credentialAttemptLimits(app: FastifyInstance) {
  const perIp = limiter(app, ATTEMPTS_PER_IP_PER_MINUTE, 'afc:credentials:ip')
  const perEmail = limiter(app, ATTEMPTS_PER_EMAIL_PER_MINUTE, 'afc:credentials:email')
  return async function limitCredentialAttempts(request: FastifyRequest) {
    const email = (request.body as { email?: string } | undefined)?.email ?? ''
    const byIp = await perIp.hit(request.ip)
    const verdict = byIp.allowed ? await perEmail.hit(`${request.ip}|${email}`) : byIp
    if (!verdict.allowed) {
      const wait = verdict.retryAfterSeconds
      throw new HttpProblem({
        status: 429,
        title: 'Too Many Requests',
        detail: `Too many attempts. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`,
        headers: { 'retry-after': String(wait) },
      })
    }
  }
}
