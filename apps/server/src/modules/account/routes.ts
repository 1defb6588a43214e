import {
  accountSchema,
  loginSchema,
  problemSchema,
  sessionResponseSchema,
  signInResponseSchema,
  signUpResponseSchema,
  signUpSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/http-problem.ts'
import { authHeaders, forwardSetCookies, loadCaller, requireUser } from '../../plugins/auth.ts'
import { getAccount } from './account-service.ts'
import { limitCredentialAttempts } from './credential-limits.ts'
import { signIn } from './sign-in-service.ts'
import { signUp } from './sign-up-service.ts'

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema }

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/sign-up',
    {
      preHandler: limitCredentialAttempts,
      schema: {
        tags: ['account'],
        summary: 'Create a customer or (pending) vendor account; admin cannot be chosen',
        body: signUpSchema,
        response: { 201: signUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signUp({
        db: app.database.db,
        auth: app.auth,
        outbox: app.outbox,
        config: app.config,
        input: request.body,
      })
      return reply.code(201).send(result)
    },
  )

  app.post(
    '/api/account/sign-in',
    {
      preHandler: limitCredentialAttempts,
      schema: {
        tags: ['account'],
        summary: 'Sign in with email and password as the chosen role; sets the session cookie',
        body: loginSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signIn({
        db: app.database.db,
        auth: app.auth,
        input: request.body,
        headers: authHeaders(request),
      })
      forwardSetCookies(reply, result.cookies)
      return result.body
    },
  )

  app.post(
    '/api/account/sign-out',
    {
      schema: {
        tags: ['account'],
        summary: 'End the current session on the server and clear its cookie',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (await loadCaller(request)) {
        const response = await app.auth.api.signOut({
          headers: authHeaders(request),
          asResponse: true,
        })
        forwardSetCookies(reply, response)
      }
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/account/session',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in account, or null for a visitor: what the web app asks on load',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const caller = await loadCaller(request)
      const account = caller
        ? await getAccount({ db: app.database.db, userId: caller.userId })
        : null
      return { account }
    },
  )

  app.get(
    '/api/account/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user: profile, roles and vendor record',
        response: { 200: accountSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const account = await getAccount({
        db: app.database.db,
        userId: request.caller?.userId ?? '',
      })
      if (!account) throw unauthorized()
      return account
    },
  )
}
