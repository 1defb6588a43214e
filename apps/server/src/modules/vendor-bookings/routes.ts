import {
  problemSchema,
  rosterListSchema,
  vendorBookingListQuerySchema,
  vendorBookingListSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendCsv } from '../../lib/csv.ts'
import { ownVendor, providerCaller, vendorOnlyScope } from '../../plugins/auth.ts'
import { recordSharing } from '../children/index.ts'
import { bookingsCsvStream } from './bookings-csv.ts'
import { allVendorBookings, listVendorBookings } from './bookings-service.ts'
import { listRosters } from './roster-service.ts'

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

export const vendorBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/rosters',
    {
      schema: {
        tags: ['vendor'],
        summary: "Who comes to each session of the next two weeks; an instructor's activities only",
        response: { 200: rosterListSchema, ...errors },
      },
    },
    async (request) =>
      listRosters({ db, vendorId: ownVendor(request).id, viewer: providerCaller(request) }),
  )

  app.get(
    '/api/vendor/bookings',
    {
      schema: {
        tags: ['vendor'],
        summary: "Bookings of the caller's activities: upcoming, past or cancelled",
        querystring: vendorBookingListQuerySchema,
        response: { 200: vendorBookingListSchema, ...errors },
      },
    },
    async (request) =>
      listVendorBookings({
        db,
        vendorId: ownVendor(request).id,
        query: request.query,
        sharing: recordSharing(app.config),
      }),
  )

  app.get(
    '/api/vendor/bookings.csv',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Every one of these bookings (not just a page) as a CSV file for a spreadsheet',
        querystring: vendorBookingListQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const bookings = allVendorBookings({
        db,
        vendorId: ownVendor(request).id,
        query: request.query,
        sharing: recordSharing(app.config),
      })
      const day = new Date().toISOString().slice(0, 10)
      return sendCsv(
        reply,
        `bookings-${request.query.when}-${day}.csv`,
        bookingsCsvStream(bookings),
      )
    },
  )
}
