import type { FastifyRequest } from 'fastify'
import type { AttemptRule, AttemptVerdict } from '../../lib/attempt-limiter.ts'
import { HttpProblem } from '../../lib/http-problem.ts'

const MINUTE_MS = 60_000

/**
 * What one client address, and one subject (an account, or an email typed by a visitor), may
 * try per window. The address is request.ip, which follows X-Forwarded-For only as far as
 * TRUST_PROXY allows, so a forged header never opens a fresh bucket.
 */
export const ATTEMPT_LIMITS = {
  /** Sign-in and sign-up; the subject is address and email, so nobody can lock out another. */
  credentials: { perAddress: 60, perSubject: 10, windowMs: MINUTE_MS },
  /** Any check of the current password; the subject is the account, from whatever address. */
  password: { perAddress: 30, perSubject: 5, windowMs: 15 * MINUTE_MS },
  /** Requests that send mail to an address. */
  mail: { perAddress: 10, perSubject: 3, windowMs: 15 * MINUTE_MS },
  /** Reading and ending sessions, opening a confirmation link. */
  session: { perAddress: 120, perSubject: 60, windowMs: MINUTE_MS },
} as const

export type AttemptKind = keyof typeof ATTEMPT_LIMITS

const rules = (kind: AttemptKind): { address: AttemptRule; subject: AttemptRule } => {
  const { perAddress, perSubject, windowMs } = ATTEMPT_LIMITS[kind]
  return {
    address: { name: `afc:attempts:${kind}:address`, max: perAddress, windowMs },
    subject: { name: `afc:attempts:${kind}:subject`, max: perSubject, windowMs },
  }
}

/** Counts one attempt of `kind` for the caller's address and, when known, its subject; 429 past either limit. */
export async function limitAttempts(request: FastifyRequest, kind: AttemptKind, subject?: string) {
  const { address, subject: perSubject } = rules(kind)
  const counter = request.server.attempts
  let verdict: AttemptVerdict
  try {
    verdict = await counter.hit(address, request.ip)
    if (verdict.allowed && subject) verdict = await counter.hit(perSubject, subject)
  } catch (error) {
    // An uncounted attempt is never let through: a password check waits for Redis to return.
    request.log.warn({ err: error }, 'attempt counter unavailable')
    throw new HttpProblem({
      status: 503,
      title: 'Service Unavailable',
      detail: 'This is not possible at the moment. Please try again in a minute.',
      headers: { 'retry-after': '60' },
    })
  }
  if (verdict.allowed) return
  const wait = verdict.retryAfterSeconds
  throw new HttpProblem({
    status: 429,
    title: 'Too Many Requests',
    detail: `Too many attempts. Please wait ${spoken(wait)} and try again.`,
    headers: { 'retry-after': String(wait) },
  })
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`
const spoken = (seconds: number) =>
  seconds < 90 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute')
