import {
  childrenCancellationQuoteSchema,
  childrenCancellationRequestSchema,
  childrenCancellationSchema,
  idParamsSchema,
} from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { cancelChildren, quoteChildrenCancellation } from './children-cancellation.ts'

const errors = problemResponses(400, 401, 403, 404, 409, 422)
const customerOf = (request: FastifyRequest) => (request.caller as Caller).userId

/** Taking some children off a family's confirmed booking, and its arithmetic beforehand. */
export const childrenCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const { notices } = app

  app.post(
    '/api/bookings/:id/children-cancellation/quote',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'What taking some children off your confirmed booking would refund, and the price of those who stay; nothing changes',
        params: idParamsSchema,
        body: childrenCancellationRequestSchema,
        response: { 200: childrenCancellationQuoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return quoteChildrenCancellation({
        db,
        customerId: customerOf(request),
        bookingId: request.params.id,
        input: request.body,
      })
    },
  )

  app.post(
    '/api/bookings/:id/children-cancellation',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'Take some children off your confirmed booking up to 48 hours before it starts: the others are priced again and the difference refunded',
        params: idParamsSchema,
        body: childrenCancellationRequestSchema,
        response: { 200: childrenCancellationSchema, ...errors },
      },
    },
    async (request) =>
      cancelChildren({
        db,
        jobs: app.jobs,
        customerId: customerOf(request),
        bookingId: request.params.id,
        input: request.body,
        notices,
      }),
  )
}
