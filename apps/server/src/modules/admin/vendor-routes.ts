import {
  adminReasonSchema,
  adminVendorDetailSchema,
  adminVendorListQuerySchema,
  adminVendorPageSchema,
  idParamsSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'
import { approveVendor, rejectVendor, suspendVendor } from './vendor-moderation-service.ts'
import { getAdminVendor, listAdminVendors } from './vendors-service.ts'

export const adminVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const { notices } = app

  app.get(
    '/api/admin/vendors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Providers, newest first, searchable by business name or owner email',
        querystring: adminVendorListQuerySchema,
        response: { 200: adminVendorPageSchema, ...adminErrors },
      },
    },
    async (request) => listAdminVendors({ db, query: request.query }),
  )

  app.get(
    '/api/admin/vendors/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One provider with internal contact, locations, activity and booking figures',
        params: idParamsSchema,
        response: { 200: adminVendorDetailSchema, ...adminErrors },
      },
    },
    async (request) => getAdminVendor({ db, vendorId: request.params.id }),
  )

  app.post(
    '/api/admin/vendors/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a provider: its active, approved activities go public at once',
        params: idParamsSchema,
        response: { 200: adminVendorDetailSchema, ...adminErrors },
      },
    },
    async (request) =>
      approveVendor({ db, notices, actor: adminActor(request), vendorId: request.params.id }),
  )

  app.post(
    '/api/admin/vendors/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Turn down a provider awaiting approval; the reason is mailed to its owner',
        params: idParamsSchema,
        body: adminReasonSchema,
        response: { 200: adminVendorDetailSchema, ...adminErrors },
      },
    },
    async (request) =>
      rejectVendor({
        db,
        notices,
        actor: adminActor(request),
        vendorId: request.params.id,
        reason: request.body.reason,
      }),
  )

  app.post(
    '/api/admin/vendors/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend an approved provider: its activities leave the public site at once',
        params: idParamsSchema,
        body: adminReasonSchema,
        response: { 200: adminVendorDetailSchema, ...adminErrors },
      },
    },
    async (request) =>
      suspendVendor({
        db,
        notices,
        actor: adminActor(request),
        vendorId: request.params.id,
        reason: request.body.reason,
      }),
  )
}
