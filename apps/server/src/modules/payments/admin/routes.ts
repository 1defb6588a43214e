import {
  adminChargedPlanPaymentSchema,
  adminCreditsReportSchema,
  adminPaymentFilterSchema,
  adminPaymentListQuerySchema,
  adminPaymentPageSchema,
  adminPlanPaymentsQuerySchema,
  adminPlanPaymentsSchema,
  idParamsSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../../lib/csv.ts'
import { notFound } from '../../../lib/http-problem.ts'
import { problemResponses } from '../../../lib/problem-responses.ts'
import { chargeNextPaymentNow } from '../plans/charge-due.ts'
import { creditsReport } from './credits-report.ts'
import { paymentsCsvStream } from './payments-csv.ts'
import { allAdminPayments, listAdminPayments } from './payments-service.ts'
import { adminPlanPayments } from './plan-payments-report.ts'

/** The problems every admin route declares. */
const errors = problemResponses(400, 401, 403, 404, 409)

/**
 * The admin's list of payments and refunds, its CSV, and the account credits outstanding. Registered by the admin module, inside
 * its guard: only an admin reaches them.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Payments and refunds with their platform fees, newest first, and their totals',
        querystring: adminPaymentListQuerySchema,
        response: { 200: adminPaymentPageSchema, ...errors },
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
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const payments = allAdminPayments({ db, filter: request.query })
      const day = new Date().toISOString().slice(0, 10)
      return sendCsv(reply, `payments-${day}.csv`, paymentsCsvStream(payments))
    },
  )

  app.get(
    '/api/admin/payment-plans',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Families' plan payments upcoming, failed or recovered, and what plans collected by the rows and by the ledger",
        querystring: adminPlanPaymentsQuerySchema,
        response: { 200: adminPlanPaymentsSchema, ...errors },
      },
    },
    async (request) => adminPlanPayments({ db, query: request.query }),
  )

  app.get(
    '/api/admin/credits',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Account credits per provider and the platform: given, spent, expired and outstanding',
        response: { 200: adminCreditsReportSchema, ...errors },
      },
    },
    async () => creditsReport({ db }),
  )

  app.post(
    '/api/admin/payment-plans/:id/charge-next',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Test payments only: charge a booking's next plan payment now, as the job does on its date (demos and browser tests)",
        params: idParamsSchema,
        response: { 200: adminChargedPlanPaymentSchema, ...errors },
      },
    },
    async (request) => {
      if (app.payments.mode !== 'test') {
        throw notFound('Plan payments are charged early only in test payments mode.')
      }
      return chargeNextPaymentNow({
        db,
        jobs: app.jobs,
        payments: app.payments,
        ...app.notices,
        graceDays: app.config.payments.planGraceDays,
        bookingId: request.params.id,
        now: new Date(),
      })
    },
  )
}
