import {
  checkoutRequestSchema,
  checkoutSchema,
  idParamsSchema,
  testCardSchema,
  testCheckoutSchema,
  testPaymentResultSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../../lib/http-problem.ts'
import { problemResponses } from '../../../lib/problem-responses.ts'
import { type Caller, requireUser } from '../../../plugins/auth.ts'
import { startCheckout } from './checkout-service.ts'
import { getTestCheckout, payTestCheckout } from './test-checkout-service.ts'

const errors = problemResponses(400, 401, 402, 404, 409, 410)
const checkoutParams = z.object({
  checkoutId: z.string().regex(/^cs_test_[\w-]{10,64}$/, { error: 'Not a test checkout id' }),
})

/** Paying for held places: the family's checkout, and the offline test checkout. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const publicUrl = app.config.publicUrl
  const testMode = () => {
    if (app.payments.mode !== 'test') throw notFound('Test checkouts exist only in test mode.')
  }

  app.post(
    '/api/bookings/:id/checkout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          "Where to pay for a booking whose places are held (a checkout page URL): in full, or the first payment of the term's plan",
        params: idParamsSchema,
        body: checkoutRequestSchema.nullish(),
        response: { 200: checkoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return startCheckout({
        db,
        payments: app.payments,
        customerId: (request.caller as Caller).userId,
        bookingId: request.params.id,
        publicUrl,
        choice: request.body?.choice ?? 'full',
        planMinDaysAhead: app.config.payments.planMinDaysAhead,
      })
    },
  )

  app.get(
    '/api/payments/test-checkout/:checkoutId',
    {
      schema: {
        tags: ['payments'],
        summary: 'The offline test checkout: what is being paid (test mode only)',
        params: checkoutParams,
        response: { 200: testCheckoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      testMode()
      reply.header('cache-control', 'no-store')
      return getTestCheckout({ db, checkoutId: request.params.checkoutId, publicUrl })
    },
  )

  app.post(
    '/api/payments/test-checkout/:checkoutId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay the offline test checkout with a test card; no money moves (test mode only)',
        params: checkoutParams,
        body: testCardSchema,
        response: { 200: testPaymentResultSchema, ...errors },
      },
    },
    async (request) => {
      testMode()
      return payTestCheckout({
        db,
        jobs: app.jobs,
        checkoutId: request.params.checkoutId,
        card: request.body,
        publicUrl,
      })
    },
  )
}
