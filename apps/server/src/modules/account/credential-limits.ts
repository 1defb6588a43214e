import type { FastifyRequest } from 'fastify'
import { limitAttempts } from '../../infra/auth/index.ts'

/** preHandler for sign-in and sign-up: counts the attempt per address and per address+email. */
export async function limitCredentialAttempts(request: FastifyRequest) {
  const email = (request.body as { email?: string } | undefined)?.email ?? ''
  await limitAttempts(request, 'credentials', `${request.ip}|${email}`)
}
