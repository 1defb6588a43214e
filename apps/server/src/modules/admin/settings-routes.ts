import {
  auditLogPageSchema,
  auditLogQuerySchema,
  platformSettingsInputSchema,
  platformSettingsSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'
import { listAuditLog } from './audit-log.ts'
import { getPlatformSettings, updatePlatformSettings } from './settings-service.ts'

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The operator's settings: auto-approval of activities, the support email and the platform fee",
        response: { 200: platformSettingsSchema, ...adminErrors },
      },
    },
    async () => getPlatformSettings({ db }),
  )

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: "Save the operator's settings",
        body: platformSettingsInputSchema,
        response: { 200: platformSettingsSchema, ...adminErrors },
      },
    },
    async (request) =>
      updatePlatformSettings({ db, actor: adminActor(request), input: request.body }),
  )

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'What admins did, newest first, by admin and by action',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...adminErrors },
      },
    },
    async (request) => listAuditLog({ db, query: request.query }),
  )
}
