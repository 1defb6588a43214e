import {
  idParamsSchema,
  problemSchema,
  sessionCancelResponseSchema,
  sessionCreateResponseSchema,
  sessionCreateSchema,
  vendorSessionListQuerySchema,
  vendorSessionListSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { cancelSession, createSessions, listVendorSessions } from './schedules-service.ts'

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
}

export const vendorScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/schedules',
    {
      schema: {
        tags: ['vendor'],
        summary: "The caller's sessions, upcoming or past, with places booked",
        querystring: vendorSessionListQuerySchema,
        response: { 200: vendorSessionListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listVendorSessions({
        db,
        vendorId: ownVendor(request).id,
        activityId: request.query.activityId,
        when: request.query.when,
      }),
    }),
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
      const result = await createSessions({
        db,
        vendorId: ownVendor(request).id,
        input: request.body,
      })
      return reply.code(201).send(result)
    },
  )

  app.post(
    '/api/vendor/schedules/:id/cancel',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Cancel a session: its bookings are cancelled and the families are mailed',
        params: idParamsSchema,
        response: { 200: sessionCancelResponseSchema, ...errors },
      },
    },
    async (request) =>
      cancelSession({
        db,
        mailer: app.mailer,
        vendorId: ownVendor(request).id,
        sessionId: request.params.id,
      }),
  )
}
