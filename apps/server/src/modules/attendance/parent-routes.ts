import { bookingAttendanceSchema, idParamsSchema, pickupCodeResponseSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataKeyring } from '../../config/secret.ts'
import { problemResponses } from '../../lib/problem-responses.ts'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { getBookingAttendance } from './attendance-summary.ts'
import { familyPickupCode } from './pickup-code.ts'

/** What the family sees of the session day: its pickup code and its children's attendance. */
export const familyAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('preHandler', requireUser)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/pickup-code',
    {
      schema: {
        tags: ['bookings'],
        summary: "The family's pickup code, which a provider may ask for at check-out",
        response: { 200: pickupCodeResponseSchema, ...problemResponses(401) },
      },
    },
    async (request) =>
      familyPickupCode({
        db,
        keyring: dataKeyring(app.config),
        parentId: (request.caller as Caller).userId,
      }),
  )

  app.get(
    '/api/bookings/:id/attendance',
    {
      schema: {
        tags: ['bookings'],
        summary: "Each session held so far: when the family's children arrived and left",
        params: idParamsSchema,
        response: { 200: bookingAttendanceSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getBookingAttendance({
        db,
        parentId: (request.caller as Caller).userId,
        bookingId: request.params.id,
      }),
  )
}
