import {
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  problemSchema,
} from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Caller, requireUser } from '../../plugins/auth.ts'
import { getNotificationSettings, saveNotificationSettings } from './settings-service.ts'
import { unsubscribeRoutes } from './unsubscribe-routes.ts'

const errors = { 400: problemSchema, 401: problemSchema }
const callerOf = (request: FastifyRequest) => request.caller as Caller

/** A signed-in person's choice of optional mail, and the links in that mail that work without. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/account/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Which optional emails you get; transactional ones are always sent',
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, email } = callerOf(request)
      return getNotificationSettings({ db, userId, email })
    },
  )

  app.put(
    '/api/account/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Choose reminders, provider messages and the newsletter',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, email } = callerOf(request)
      return saveNotificationSettings({ db, userId, email, input: request.body })
    },
  )

  await app.register(unsubscribeRoutes)
}
