import { problemSchema, vendorStatusSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireVendor } from '../../plugins/auth.ts'

const vendorSummarySchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  status: vendorStatusSchema,
  createdAt: z.iso.datetime(),
})

export const vendorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vendor/me',
    {
      preHandler: requireVendor,
      schema: {
        tags: ['vendor'],
        summary: "The caller's own vendor record (status drives the awaiting-approval banner)",
        response: {
          200: vendorSummarySchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const vendor = request.vendor
      if (!vendor) throw new Error('requireVendor did not load the vendor')
      return {
        id: vendor.id,
        businessName: vendor.businessName,
        status: vendor.status,
        createdAt: vendor.createdAt.toISOString(),
      }
    },
  )
}
