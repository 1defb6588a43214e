import { adminRefundInputSchema, adminRefundResultSchema, idParamsSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'
import { refundBooking } from './booking-refund-service.ts'

export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const { notices } = app

  app.post(
    '/api/admin/bookings/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Refund part or all of what a family paid; the booking stays, the family is mailed',
        params: idParamsSchema,
        body: adminRefundInputSchema,
        response: { 200: adminRefundResultSchema, ...adminErrors },
      },
    },
    async (request) =>
      refundBooking({
        db,
        jobs: app.jobs,
        notices,
        actor: adminActor(request),
        bookingId: request.params.id,
        input: request.body,
      }),
  )
}
