import {
  idParamsSchema,
  sessionCancelResponseSchema,
  sessionCreateResponseSchema,
  sessionCreateSchema,
  sessionUpdateSchema,
  termSessionCancelSchema,
  vendorSessionListQuerySchema,
  vendorSessionListSchema,
  vendorSessionSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { assertProviderMayPublish } from '../vendor-profile/index.ts'
import { createSessions } from './schedules-service.ts'
import { cancelSession } from './session-cancel.ts'
import { updateSessionMinimum } from './session-minimum.ts'
import { pageVendorSessions } from './session-queries.ts'
import { sessionWaitlistRoute } from './waitlist-routes.ts'

const errors = problemResponses(400, 401, 403, 404, 409, 422)

export const vendorScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)
  sessionWaitlistRoute(app)

  app.get(
    '/api/vendor/schedules',
    {
      schema: {
        tags: ['vendor'],
        summary: "The caller's sessions, upcoming or past, with places booked, a page at a time",
        querystring: vendorSessionListQuerySchema,
        response: { 200: vendorSessionListSchema, ...errors },
      },
    },
    async (request) =>
      pageVendorSessions({ db, vendorId: ownVendor(request).id, query: request.query }),
  )

  app.post(
    '/api/vendor/schedules',
    {
      schema: {
        tags: ['vendor'],
        summary: "Add a session or a weekly series, in the venue's local time",
        body: sessionCreateSchema,
        response: { 201: sessionCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const vendor = ownVendor(request)
      assertProviderMayPublish(vendor)
      const result = await createSessions({ db, vendorId: vendor.id, input: request.body })
      return reply.code(201).send(result)
    },
  )

  app.patch(
    '/api/vendor/schedules/:id',
    {
      schema: {
        tags: ['vendor'],
        summary:
          "Change a single session's minimum to run or its decision time, until its decision",
        params: idParamsSchema,
        body: sessionUpdateSchema,
        response: { 200: vendorSessionSchema, ...errors },
      },
    },
    async (request) =>
      updateSessionMinimum({
        db,
        vendorId: ownVendor(request).id,
        sessionId: request.params.id,
        input: request.body,
      }),
  )

  app.post(
    '/api/vendor/schedules/:id/cancel',
    {
      schema: {
        tags: ['vendor'],
        summary:
          "Cancel a session: its bookings are cancelled and the families are mailed; a term's enrolled families are refunded its share or given a make-up session",
        params: idParamsSchema,
        // No body for a session of no term, as before terms: Fastify reads a missing body as null.
        body: termSessionCancelSchema.nullish(),
        response: { 200: sessionCancelResponseSchema, ...errors },
      },
    },
    async (request) =>
      cancelSession({
        db,
        outbox: app.outbox,
        jobs: app.jobs,
        vendorId: ownVendor(request).id,
        sessionId: request.params.id,
        remedy: request.body ?? undefined,
      }),
  )
}
