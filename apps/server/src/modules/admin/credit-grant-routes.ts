import { adminCreditInputSchema, adminCreditResultSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'
import { givePlatformCredit } from './credit-grant-service.ts'

export const adminCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/api/admin/credits',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Give a family a platform credit with a reason: spendable with any provider, paid by the platform',
        body: adminCreditInputSchema,
        response: { 201: adminCreditResultSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const credit = await givePlatformCredit({
        db,
        actor: adminActor(request),
        input: request.body,
      })
      return reply.code(201).send(credit)
    },
  )
}
