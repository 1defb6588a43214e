import {
  idParamsSchema,
  termCancelRequestSchema,
  termCancelResponseSchema,
  termCreateSchema,
  termUpdateSchema,
  vendorTermListQuerySchema,
  vendorTermListSchema,
  vendorTermSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { assertProviderMayPublish } from '../vendor-profile/index.ts'
import { termExtraRoutes } from './extra-routes.ts'
import { termPlanRoutes } from './plan-routes.ts'
import { termRosterRoutes } from './roster-routes.ts'
import { cancelTerm } from './term-cancel.ts'
import { termErrors } from './term-errors.ts'
import { pageVendorTerms } from './term-queries.ts'
import { createTerm, deleteTerm, getVendorTerm, updateTerm } from './term-service.ts'

/** A provider's terms: a course's sessions sold together, with their prices, rules and extras. */
export const vendorTermRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)
  termExtraRoutes(app)
  termPlanRoutes(app)
  termRosterRoutes(app)

  app.get(
    '/api/vendor/terms',
    {
      schema: {
        tags: ['vendor'],
        summary: "The caller's terms, of one activity or all, newest first, a page at a time",
        querystring: vendorTermListQuerySchema,
        response: { 200: vendorTermListSchema, ...termErrors },
      },
    },
    async (request) =>
      pageVendorTerms({ db, vendorId: ownVendor(request).id, query: request.query }),
  )

  app.post(
    '/api/vendor/terms',
    {
      schema: {
        tags: ['vendor'],
        summary: "Make a course's term from a new weekly series or from sessions it already has",
        body: termCreateSchema,
        response: { 201: vendorTermSchema, ...termErrors },
      },
    },
    async (request, reply) => {
      const vendor = ownVendor(request)
      assertProviderMayPublish(vendor)
      const term = await createTerm({ db, vendorId: vendor.id, input: request.body })
      return reply.code(201).send(term)
    },
  )

  app.get(
    '/api/vendor/terms/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: "One of the caller's terms with its sessions and extras",
        params: idParamsSchema,
        response: { 200: vendorTermSchema, ...termErrors },
      },
    },
    async (request) =>
      getVendorTerm({ db, vendorId: ownVendor(request).id, termId: request.params.id }),
  )

  app.patch(
    '/api/vendor/terms/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: "Change a term's name, places, prices, rules or sessions",
        params: idParamsSchema,
        body: termUpdateSchema,
        response: { 200: vendorTermSchema, ...termErrors },
      },
    },
    async (request) =>
      updateTerm({
        db,
        vendorId: ownVendor(request).id,
        termId: request.params.id,
        input: request.body,
      }),
  )

  app.post(
    '/api/vendor/terms/:id/cancel',
    {
      schema: {
        tags: ['vendor'],
        summary:
          'Call off a term: its sessions to come are cancelled, their bookings refunded (or each family offered a refund or a credit) and the families mailed',
        params: idParamsSchema,
        body: termCancelRequestSchema.nullish(),
        response: { 200: termCancelResponseSchema, ...termErrors },
      },
    },
    async (request) =>
      cancelTerm({
        db,
        jobs: app.jobs,
        outbox: app.outbox,
        vendorId: ownVendor(request).id,
        termId: request.params.id,
        offerCredit: request.body?.offerCredit ?? false,
      }),
  )

  app.delete(
    '/api/vendor/terms/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Delete a term and its extras; its sessions stay as single sessions',
        params: idParamsSchema,
        response: { 204: z.null(), ...termErrors },
      },
    },
    async (request, reply) => {
      await deleteTerm({ db, vendorId: ownVendor(request).id, termId: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
