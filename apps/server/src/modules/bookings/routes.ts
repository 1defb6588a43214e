import {
  bookingListQuerySchema,
  bookingListSchema,
  bookingQuoteSchema,
  bookingRequestSchema,
  bookingSchema,
  calendarFeedSchema,
  idParamsSchema,
  problemSchema,
  reviewInputSchema,
} from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/http-problem.ts'
import { problemResponses } from '../../lib/problem-responses.ts'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { listCustomerBookings } from './booking-queries.ts'
import { createBooking, quoteBooking } from './booking-service.ts'
import { bookingsCalendar, calendarToken, userIdForCalendarToken } from './calendar-service.ts'
import {
  BOOKING_NOT_FOUND,
  cancelBooking,
  getOwnBooking,
  reviewBooking,
} from './own-booking-service.ts'

const errors = problemResponses(400, 401, 403, 404, 409, 422)
const customerOf = (request: FastifyRequest) => (request.caller as Caller).userId
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, { error: 'Idempotency-Key must be 8 to 200 characters' })
    .max(200, { error: 'Idempotency-Key must be 8 to 200 characters' })
    .optional(),
})

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const { notices } = app

  app.post(
    '/api/bookings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'Book places in a session for your children (send an Idempotency-Key to retry safely)',
        headers: idempotencyHeaders,
        body: bookingRequestSchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { booking, replayed } = await createBooking({
        db,
        customerId: customerOf(request),
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        notices,
        holdMinutes: app.config.payments.checkoutHoldMinutes,
        ipAddress: request.ip,
      })
      if (replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(201).header('cache-control', 'no-store').send(booking)
    },
  )

  app.post(
    '/api/bookings/quote',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'What a booking would cost now, line by line, with a code or why it cannot be used; nothing is held',
        body: bookingRequestSchema,
        response: { 200: bookingQuoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return quoteBooking({
        db,
        customerId: customerOf(request),
        input: request.body,
        planMinDaysAhead: app.config.payments.planMinDaysAhead,
      })
    },
  )

  app.get(
    '/api/bookings',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'My Bookings: upcoming (soonest first) or past (latest first), a page at a time',
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listCustomerBookings({ db, customerId: customerOf(request), query: request.query })
    },
  )

  app.get(
    '/api/bookings/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'One of your bookings, as My Bookings shows it (the payment page polls it)',
        params: idParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getOwnBooking({ db, customerId: customerOf(request), bookingId: request.params.id })
    },
  )

  app.post(
    '/api/bookings/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'Cancel a booking with a full refund up to 48 hours before the activity, or let a held place go',
        params: idParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) =>
      cancelBooking({
        db,
        jobs: app.jobs,
        customerId: customerOf(request),
        bookingId: request.params.id,
        notices,
      }),
  )

  app.post(
    '/api/bookings/:id/review',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'Rate a session your child took part in (once per booking)',
        params: idParamsSchema,
        body: reviewInputSchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await reviewBooking({
        db,
        customerId: customerOf(request),
        bookingId: request.params.id,
        input: request.body,
      })
      return reply.code(201).send(booking)
    },
  )

  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'One booking as a calendar file (Add to calendar)',
        params: idParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { bookings, file } = await bookingsCalendar({
        db,
        customerId: customerOf(request),
        bookingId: request.params.id,
        publicUrl: app.config.publicUrl,
      })
      if (bookings.length === 0) throw notFound(BOOKING_NOT_FOUND)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity.ics"')
        .send(file)
    },
  )

  app.get(
    '/api/account/calendar',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'The secret address of your calendar feed of upcoming sessions',
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const token = await calendarToken({ db, userId: customerOf(request) })
      return { url: `${app.config.publicUrl}/api/calendar/${token}.ics` }
    },
  )

  app.get(
    '/api/calendar/:file',
    {
      config: { secretInPath: true },
      schema: {
        tags: ['bookings'],
        summary: 'A calendar feed; the secret token in its address is the only credential',
        params: z.object({
          file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, { error: 'Not a calendar feed' }),
        }),
        produces: ['text/calendar'],
        response: { 200: z.string(), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '')
      const userId = await userIdForCalendarToken({ db, token })
      if (!userId) throw notFound('There is no calendar at this address.')
      const { file } = await bookingsCalendar({
        db,
        customerId: userId,
        publicUrl: app.config.publicUrl,
      })
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(file)
    },
  )
}
