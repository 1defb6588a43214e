import { bookingRegistrationSchema, idParamsSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { bookingRegistration } from './signature-service.ts'

/** What a signed-in parent is asked when booking an activity. */
export const bookingRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/activities/:id/registration',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'The questions asked of each child, the current waiver and which of your children signed it',
        params: idParamsSchema,
        response: { 200: bookingRegistrationSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return bookingRegistration({
        db,
        customerId: (request.caller as Caller).userId,
        activityId: request.params.id,
      })
    },
  )
}
