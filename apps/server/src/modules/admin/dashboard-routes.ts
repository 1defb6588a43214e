import {
  type AdminAnalytics,
  type AdminDashboard,
  adminAnalyticsSchema,
  adminDashboardSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminErrors } from './admin-errors.ts'
import { getAdminAnalytics } from './analytics-service.ts'
import { getAdminDashboard } from './dashboard-service.ts'
import { createFiguresMemo } from './figures-memo.ts'

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const stats = createFiguresMemo<AdminDashboard['stats']>()
  const analytics = createFiguresMemo<Omit<AdminAnalytics, 'figuresAsOf'>>()

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Stat cards with their 30-day change, newest vendors and newest activities',
        response: { 200: adminDashboardSchema, ...adminErrors },
      },
    },
    async () => getAdminDashboard({ db, stats }),
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
    async () => {
      const { value, asOf } = await analytics.get(new Date(), (now) =>
        getAdminAnalytics({ db, now }),
      )
      return { figuresAsOf: asOf.toISOString(), ...value }
    },
  )
}
