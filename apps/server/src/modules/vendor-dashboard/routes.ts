import { problemSchema, vendorDashboardSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type CallerVendor, requireVendor } from '../../plugins/auth.ts'
import { getVendorDashboard } from './dashboard-service.ts'

export const vendorDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vendor/dashboard',
    {
      preValidation: requireVendor,
      schema: {
        tags: ['vendor'],
        summary: 'Stats, upcoming bookings and popular activities of the caller, in one request',
        response: {
          200: vendorDashboardSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const vendor = request.vendor as CallerVendor
      return getVendorDashboard({ db: app.database.db, vendorId: vendor.id })
    },
  )
}
