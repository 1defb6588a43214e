import {
  adminChildListSchema,
  adminChildSearchQuerySchema,
  adminRecordReasonSchema,
  idParamsSchema,
  problemSchema,
  providerChildRecordSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataKeyring } from '../../config/secret.ts'
import type { Caller } from '../../plugins/auth.ts'
import { findChildrenForAdmin } from './admin-child-search.ts'
import { openRecordAsAdmin } from './record-sharing.ts'

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

/**
 * Inside the admin guard: the children of a booking or a family, and a record opened with a
 * reason the parent reads in the access log.
 */
export const adminChildRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/children',
    {
      schema: {
        tags: ['admin'],
        summary: "Find children by a booking's id or their parent's email (names only)",
        querystring: adminChildSearchQuerySchema,
        response: { 200: adminChildListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findChildrenForAdmin({ db: app.database.db, q: request.query.q })
    },
  )

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
