import {
  childRecordInputSchema,
  idParamsSchema,
  ownChildRecordSchema,
  problemSchema,
  providerChildRecordSchema,
  recordViewListQuerySchema,
  recordViewListSchema,
} from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataKeyring } from '../../config/secret.ts'
import {
  type Caller,
  ownVendor,
  providerCaller,
  requireUser,
  vendorOnlyScope,
} from '../../plugins/auth.ts'
import { exportChild } from './child-export.ts'
import { getOwnRecord, saveOwnRecord } from './record-service.ts'
import { listRecordViews, openRecordAsProvider, recordSharing } from './record-sharing.ts'

const errors = { 400: problemSchema, 401: problemSchema, 404: problemSchema }
const parentOf = (request: FastifyRequest) => (request.caller as Caller).userId

/** The parent's own record of each child, its access log and a copy of everything held. */
export const childRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const keyring = () => dataKeyring(app.config)
  app.addHook('preHandler', requireUser)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/children/:id/record',
    {
      schema: {
        tags: ['families'],
        summary: "A child's medical and emergency details, with what is missing",
        params: idParamsSchema,
        response: { 200: ownChildRecordSchema, ...errors },
      },
    },
    async (request) =>
      getOwnRecord({
        db,
        keyring: keyring(),
        parentId: parentOf(request),
        childId: request.params.id,
      }),
  )

  app.put(
    '/api/children/:id/record',
    {
      schema: {
        tags: ['families'],
        summary: "Save a child's medical and emergency details",
        params: idParamsSchema,
        body: childRecordInputSchema,
        response: { 200: ownChildRecordSchema, ...errors },
      },
    },
    async (request) =>
      saveOwnRecord({
        db,
        keyring: keyring(),
        parentId: parentOf(request),
        childId: request.params.id,
        input: request.body,
      }),
  )

  app.get(
    '/api/children/:id/record/views',
    {
      schema: {
        tags: ['families'],
        summary: "Who opened a child's record and when, newest first",
        params: idParamsSchema,
        querystring: recordViewListQuerySchema,
        response: { 200: recordViewListSchema, ...errors },
      },
    },
    async (request) =>
      listRecordViews({
        db,
        parentId: parentOf(request),
        childId: request.params.id,
        query: request.query,
      }),
  )

  app.get(
    '/api/children/:id/export',
    {
      schema: {
        tags: ['families'],
        summary: 'Everything held about a child, as a JSON file',
        params: idParamsSchema,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) => {
      const copy = await exportChild({
        db,
        keyring: keyring(),
        parentId: parentOf(request),
        childId: request.params.id,
      })
      return reply
        .header('content-disposition', `attachment; filename="child-${request.params.id}.json"`)
        .send(copy)
    },
  )
}

/** A booked provider opens a child's record, within the sharing window; each opening is logged. */
export const vendorChildRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/children/:id/record',
    {
      schema: {
        tags: ['vendor'],
        summary: "A booked child's medical and emergency details (the parent sees each opening)",
        params: idParamsSchema,
        response: { 200: providerChildRecordSchema, ...errors, 403: problemSchema },
      },
    },
    async (request) =>
      openRecordAsProvider({
        db,
        sharing: recordSharing(app.config),
        vendor: ownVendor(request),
        reader: providerCaller(request),
        childId: request.params.id,
      }),
  )
}
