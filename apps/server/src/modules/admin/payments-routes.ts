import {
  adminPaymentFilterSchema,
  adminPaymentListQuerySchema,
  adminPaymentPageSchema,
  adminRefundInputSchema,
  adminRefundResultSchema,
  idParamsSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { csvBody } from '../../lib/csv.ts'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'
import { refundBooking } from './booking-refund-service.ts'
import { paymentsCsvStream } from './payments-csv.ts'
import { allAdminPayments, listAdminPayments } from './payments-service.ts'

export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const { notices } = app

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Payments and refunds with their platform fees, newest first, and their totals',
        querystring: adminPaymentListQuerySchema,
        response: { 200: adminPaymentPageSchema, ...adminErrors },
      },
    },
    async (request) => listAdminPayments({ db, query: request.query }),
  )

  app.get(
    '/api/admin/payments.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The payments and refunds the filters match, as a CSV file for a spreadsheet',
        querystring: adminPaymentFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (request, reply) => {
      const payments = allAdminPayments({ db, filter: request.query })
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${day}.csv"`)
        .send(csvBody(paymentsCsvStream(payments)))
    },
  )

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
