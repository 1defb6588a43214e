import {
  paymentConnectionSchema,
  paymentOnboardingSchema,
  payoutRangeSchema,
  problemSchema,
  vendorPayoutsQuerySchema,
  vendorPayoutsSchema,
  vendorToCollectQuerySchema,
  vendorToCollectSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../lib/csv.ts'
import { type Caller, ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { refreshPaymentAccount, startPaymentOnboarding } from './connection-service.ts'
import { payoutsCsvStream } from './payouts-csv.ts'
import { allPayoutBookings, getVendorPayouts, payoutWindowFor } from './payouts-service.ts'
import { getPlansToCollect, plansToCollectCsv } from './to-collect-service.ts'

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

/** A provider's earnings from the ledger, and connecting the account families pay into. */
export const vendorPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const testMode = app.payments.mode === 'test'
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/payouts',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Money families paid the caller, by month or week, and per booking',
        querystring: vendorPayoutsQuerySchema,
        response: { 200: vendorPayoutsSchema, ...errors },
      },
    },
    async (request) => {
      const vendor = ownVendor(request)
      const payouts = await getVendorPayouts({ db, vendorId: vendor.id, query: request.query })
      return { paymentAccountStatus: vendor.paymentAccountStatus, testMode, ...payouts }
    },
  )

  app.get(
    '/api/vendor/payouts.csv',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Every booking with money in the range as a CSV file, amounts in dollars',
        querystring: payoutRangeSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const vendorId = ownVendor(request).id
      const window = await payoutWindowFor({ db, vendorId, range: request.query })
      const batches = allPayoutBookings({ db, vendorId, window })
      return sendCsv(
        reply,
        `payouts-${window.from}-${window.to}.csv`,
        payoutsCsvStream(batches, window.timeZone),
      )
    },
  )

  app.get(
    '/api/vendor/payouts/to-collect',
    {
      schema: {
        tags: ['vendor'],
        summary:
          "Payments of families' plans not yet collected, per booking and due date, with their totals",
        querystring: vendorToCollectQuerySchema,
        response: { 200: vendorToCollectSchema, ...errors },
      },
    },
    async (request) =>
      getPlansToCollect({ db, vendorId: ownVendor(request).id, query: request.query }),
  )

  app.get(
    '/api/vendor/payouts/to-collect.csv',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Every plan payment not yet collected as a CSV file, amounts in dollars',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const stream = await plansToCollectCsv({ db, vendorId: ownVendor(request).id })
      return sendCsv(reply, 'payments-to-collect.csv', stream)
    },
  )

  app.post(
    '/api/vendor/payouts/connect',
    {
      schema: {
        tags: ['vendor'],
        summary: "Create the caller's payment account once and link to where they finish it",
        response: { 200: paymentOnboardingSchema, ...errors },
      },
    },
    async (request) =>
      startPaymentOnboarding({
        db,
        payments: app.payments,
        vendor: ownVendor(request),
        accountEmail: (request.caller as Caller).email,
        publicUrl: app.config.publicUrl,
      }),
  )

  app.post(
    '/api/vendor/payouts/refresh',
    {
      schema: {
        tags: ['vendor'],
        summary: "Ask the payment processor how the caller's account stands now",
        response: { 200: paymentConnectionSchema, ...errors, 409: problemSchema },
      },
    },
    async (request) => {
      const paymentAccountStatus = await refreshPaymentAccount({
        db,
        payments: app.payments,
        vendor: ownVendor(request),
      })
      return { paymentAccountStatus, testMode }
    },
  )
}
