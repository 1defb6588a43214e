import {
  adminRecordReasonSchema,
  idParamsSchema,
  problemSchema,
  providerChildRecordSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataKeyring } from '../../config/secret.ts'
import type { Caller } from '../../plugins/auth.ts'
import { openRecordAsAdmin } from './record-sharing.ts'

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

/** Inside the admin guard: a record opened with a reason the parent reads in the access log. */
export const adminChildRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/children/:id/record',
    {
      schema: {
        tags: ['admin'],
        summary: "Open a child's record, giving the reason the parent will read",
        params: idParamsSchema,
        body: adminRecordReasonSchema,
        response: { 200: providerChildRecordSchema, ...errors },
      },
    },
    async (request) =>
      openRecordAsAdmin({
        db: app.database.db,
        keyring: dataKeyring(app.config),
        adminId: (request.caller as Caller).userId,
        childId: request.params.id,
        reason: request.body.reason,
      }),
  )
}
