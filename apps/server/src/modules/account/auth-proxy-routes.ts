import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type AttemptKind, limitAttempts } from '../../infra/auth/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import {
  authHeaders,
  loadCaller,
  problemFromAuthResponse,
  sendWebResponse,
} from '../../plugins/auth.ts'
import { assertOwnSession } from './session-service.ts'

/**
 * The library endpoints the browser may reach directly, each with the limit it counts against;
 * sign-in and sign-up go through our own account routes.
 */
const PROXIED = new Map<string, AttemptKind>([
  ['get-session', 'session'],
  ['sign-out', 'session'],
  ['verify-email', 'session'],
  ['send-verification-email', 'mail'],
  ['change-password', 'password'],
  ['change-email', 'mail'],
  ['list-sessions', 'session'],
  ['revoke-session', 'session'],
  ['revoke-other-sessions', 'session'],
])

type JsonBody = Record<string, unknown>
const bodyOf = (request: FastifyRequest): JsonBody | undefined =>
  request.method === 'POST' && typeof request.body === 'object' && request.body !== null
    ? { ...(request.body as JsonBody) }
    : undefined

/** Hands the allowed /api/auth endpoints to better-auth, after our limits and ownership rules. */
export async function authProxyRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      // The router's decoded wildcard, so that every spelling of a name reaches the same rules.
      const endpoint = (request.params as { '*': string })['*']
      const kind = PROXIED.get(endpoint)
      if (!kind) throw notFound(`There is no ${request.method} /api/auth/${endpoint} endpoint.`)
      const caller = await loadCaller(request)
      const body = bodyOf(request)
      const typedEmail = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
      await limitAttempts(request, kind, caller?.userId ?? (typedEmail || undefined))

      if (endpoint === 'revoke-session' && caller) {
        await assertOwnSession({ db: app.database.db, userId: caller.userId, token: body?.token })
      }
      // A new password must lock out whoever else holds a session, whatever the client asked.
      if (endpoint === 'change-password' && body) body.revokeOtherSessions = true

      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      const response = await app.auth.handler(
        new Request(new URL(`/api/auth/${endpoint}${search}`, app.config.publicUrl), {
          method: request.method,
          headers: authHeaders(request),
          body: body ? JSON.stringify(body) : undefined,
        }),
      )
      if (response.status >= 400) throw await problemFromAuthResponse(response)
      return sendWebResponse(reply, response)
    },
  })
}
