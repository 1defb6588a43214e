import { problemSchema, vendorSettingsResponseSchema, vendorSettingsSchema } from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Caller, ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { setNotificationEmail } from './settings-service.ts'

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

function settingsOf(request: FastifyRequest, notificationEmail: string | null) {
  return { accountEmail: (request.caller as Caller).email, notificationEmail }
}

/** Settings a provider changes rarely; the password itself goes through /api/auth/change-password. */
export const vendorSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/settings',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Account email and the address for new-booking notices',
        response: { 200: vendorSettingsResponseSchema, ...errors },
      },
    },
    async (request) => settingsOf(request, ownVendor(request).notificationEmail),
  )

  app.put(
    '/api/vendor/settings',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Change where new-booking notices are mailed',
        body: vendorSettingsSchema,
        response: { 200: vendorSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await setNotificationEmail({
        db: app.database.db,
        vendorId: ownVendor(request).id,
        notificationEmail: request.body.notificationEmail,
      })
      return settingsOf(request, request.body.notificationEmail)
    },
  )
}
