import {
  bookingPlanSchema,
  checkoutSchema,
  idParamsSchema,
  planCheckoutRequestSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../../lib/problem-responses.ts'
import { type Caller, requireUser } from '../../../plugins/auth.ts'
import { startCardChange } from './plan-card-service.ts'
import { getBookingPlan, startPlanCheckout } from './plan-service.ts'

const errors = problemResponses(400, 401, 404, 409)

/** A family's payment plan: its payments, and paying what is due or the balance now. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/bookings/:id/plan',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: "A booking's payment plan: every payment with its date, amount and state",
        params: idParamsSchema,
        response: { 200: bookingPlanSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getBookingPlan({
        db,
        customerId: (request.caller as Caller).userId,
        bookingId: request.params.id,
      })
    },
  )

  app.post(
    '/api/bookings/:id/plan/checkout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          "Where to pay a plan's payment due, or its whole balance early, with any card (which is saved for the rest)",
        params: idParamsSchema,
        body: planCheckoutRequestSchema,
        response: { 200: checkoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return startPlanCheckout({
        db,
        payments: app.payments,
        customerId: (request.caller as Caller).userId,
        bookingId: request.params.id,
        input: request.body,
        publicUrl: app.config.publicUrl,
      })
    },
  )

  app.post(
    '/api/bookings/:id/plan/card',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          "Where to save another card for a plan's payments still to come, paying nothing now",
        params: idParamsSchema,
        response: { 200: checkoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return startCardChange({
        db,
        payments: app.payments,
        customerId: (request.caller as Caller).userId,
        bookingId: request.params.id,
        publicUrl: app.config.publicUrl,
      })
    },
  )
}
