import { adminAnalyticsSchema, adminDashboardSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminErrors } from './admin-errors.ts'
import { getAdminAnalytics } from './analytics-service.ts'
import { getAdminDashboard } from './dashboard-service.ts'

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Stat cards with their 30-day change, newest vendors and newest activities',
        response: { 200: adminDashboardSchema, ...adminErrors },
      },
    },
    async () => getAdminDashboard({ db }),
  )

  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Bookings, revenue and new users per week for 12 weeks; top categories and providers',
        response: { 200: adminAnalyticsSchema, ...adminErrors },
      },
    },
    async () => getAdminAnalytics({ db }),
  )
}
