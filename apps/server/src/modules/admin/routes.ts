import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireRole } from '../../plugins/auth.ts'
import { adminChildRecordRoutes } from '../children/index.ts'
import { adminPaymentRoutes } from '../payments/index.ts'
import { adminActivityRoutes } from './activity-routes.ts'
import { adminRefundRoutes } from './booking-refund-routes.ts'
import { adminContentRoutes } from './content-routes.ts'
import { adminCreditRoutes } from './credit-grant-routes.ts'
import { adminDashboardRoutes } from './dashboard-routes.ts'
import { adminJobsRoutes } from './jobs-routes.ts'
import { adminPlatformCodeRoutes } from './platform-code-routes.ts'
import { adminSettingsRoutes } from './settings-routes.ts'
import { adminUserRoutes } from './user-routes.ts'
import { adminVendorRoutes } from './vendor-routes.ts'

/**
 * Every /api/admin route, behind one guard. It runs on request, before validation, so a visitor,
 * customer or vendor learns nothing about the admin API, not even which input it expects.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'))
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  await app.register(adminDashboardRoutes)
  await app.register(adminVendorRoutes)
  await app.register(adminActivityRoutes)
  await app.register(adminUserRoutes)
  await app.register(adminContentRoutes)
  await app.register(adminSettingsRoutes)
  await app.register(adminJobsRoutes)
  await app.register(adminPaymentRoutes)
  await app.register(adminRefundRoutes)
  await app.register(adminCreditRoutes)
  await app.register(adminPlatformCodeRoutes)
  await app.register(adminChildRecordRoutes)
}
