import {
  problemSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { describeUnsubscribe, unsubscribe } from './unsubscribe-service.ts'

const errors = { 400: problemSchema, 404: problemSchema }

/**
 * The links in optional mail, for people who are not signed in: the token alone says who and
 * what. Mail programs POST a form (RFC 8058) without an Origin header, which the API's origin
 * check lets through as it does any request that is not from another site's page.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const secret = () => {
    if (!app.config.authSecret) throw new Error('AUTH_SECRET is not set')
    return app.config.authSecret
  }
  // Only in this plugin's scope: nothing else in the API takes forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  app.get(
    '/api/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary: 'What an unsubscribe link would turn off (changes nothing)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => describeUnsubscribe({ db, secret: secret(), token: request.query.token }),
  )

  app.post(
    '/api/unsubscribe',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn off the emails an unsubscribe link is about (RFC 8058 one-click)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema.optional(),
        response: { 200: unsubscribeResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe({ db, secret: secret(), token: request.query.token }),
  )
}
