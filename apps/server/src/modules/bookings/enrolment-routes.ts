import {
  idParamsSchema,
  problemSchema,
  termEnrolmentRequestSchema,
  termEnrolmentSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { enrolInTerm } from './term-enrolment.ts'

export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const { notices } = app

  app.post(
    '/api/terms/:id/enrolments',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'Enrol your children in every session of a term still to come: one booking, held while you pay',
        params: idParamsSchema,
        body: termEnrolmentRequestSchema,
        response: {
          201: termEnrolmentSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
          422: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const enrolment = await enrolInTerm({
        db,
        customerId: (request.caller as Caller).userId,
        termId: request.params.id,
        input: request.body,
        notices,
        holdMinutes: app.config.payments.checkoutHoldMinutes,
      })
      return reply.code(201).header('cache-control', 'no-store').send(enrolment)
    },
  )
}
