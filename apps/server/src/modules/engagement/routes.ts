import {
  contactMessageSchema,
  favoritesResponseSchema,
  idParamsSchema,
  NEWSLETTER_SUBSCRIBED,
  newsletterResponseSchema,
  newsletterSubscriptionSchema,
  problemSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import {
  addFavorite,
  listFavoriteIds,
  removeFavorite,
  storeContactMessage,
  subscribeToNewsletter,
} from './engagement-service.ts'

const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema, 429: problemSchema }
/** Anonymous forms: generous for people, tight for scripts. */
const formRateLimit = { max: 10, timeWindow: '1 minute' }

export const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const callerId = (caller: Caller | null) => caller?.userId ?? ''

  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ['engagement'],
        summary: 'Subscribe an email to the newsletter (idempotent)',
        body: newsletterSubscriptionSchema,
        response: { 200: newsletterResponseSchema, ...errors },
      },
    },
    async (request) => {
      await subscribeToNewsletter({ db, email: request.body.email })
      return { message: NEWSLETTER_SUBSCRIBED }
    },
  )

  app.post(
    '/api/contact',
    {
      config: { rateLimit: formRateLimit },
      schema: {
        tags: ['engagement'],
        summary: 'Send a message to the team from the contact page',
        body: contactMessageSchema,
        response: { 201: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      await storeContactMessage({ db, input: request.body })
      return reply.code(201).send({
        message:
          'Thank you! Your message has reached our team. We usually reply within two working days.',
      })
    },
  )

  app.get(
    '/api/favorites',
    {
      preHandler: requireUser,
      schema: {
        tags: ['engagement'],
        summary: "The signed-in user's favourite activities, newest first",
        response: { 200: favoritesResponseSchema, 401: problemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { activityIds: await listFavoriteIds({ db, userId: callerId(request.caller) }) }
    },
  )

  app.put(
    '/api/favorites/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['engagement'],
        summary: 'Add a public activity to the favourites',
        params: idParamsSchema,
        response: { 204: z.null(), 409: problemSchema, ...errors },
      },
    },
    async (request, reply) => {
      await addFavorite({ db, userId: callerId(request.caller), activityId: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/api/favorites/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['engagement'],
        summary: 'Remove an activity from the favourites',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeFavorite({ db, userId: callerId(request.caller), activityId: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
