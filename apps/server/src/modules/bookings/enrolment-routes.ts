import {
  bookingQuoteSchema,
  idParamsSchema,
  problemSchema,
  termEnrolmentRequestSchema,
  termEnrolmentSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { enrolInTerm, quoteEnrolment } from './term-enrolment.ts'

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
}

export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const { notices } = app

  app.post(
    '/api/terms/:id/enrolments/quote',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'What enrolling in a term would cost now, line by line, with a code or why it cannot be used; nothing is held',
        params: idParamsSchema,
        body: termEnrolmentRequestSchema,
        response: { 200: bookingQuoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return quoteEnrolment({
        db,
        customerId: (request.caller as Caller).userId,
        termId: request.params.id,
        input: request.body,
        planMinDaysAhead: app.config.payments.planMinDaysAhead,
      })
    },
  )

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
        response: { 201: termEnrolmentSchema, ...errors },
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
        ipAddress: request.ip,
      })
      return reply.code(201).header('cache-control', 'no-store').send(enrolment)
    },
  )
}
