import { problemSchema, providerRoleSchema, vendorStatusSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { providerCaller, requireVendor } from '../../plugins/auth.ts'

const vendorSummarySchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  status: vendorStatusSchema,
  createdAt: z.iso.datetime(),
  /** The caller's role there: the owner, or staff as manager or instructor. */
  providerRole: providerRoleSchema,
})

export const vendorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vendor/me',
    {
      preValidation: requireVendor,
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
        providerRole: providerCaller(request).role,
      }
    },
  )
}
