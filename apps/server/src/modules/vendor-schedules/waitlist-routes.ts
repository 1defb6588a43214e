import { idParamsSchema, problemSchema, vendorSessionWaitlistSchema } from '@afc/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ownVendor } from '../../plugins/auth.ts'
import { getSessionWaitlist } from './session-waitlist.ts'

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema }

/** Adds the session's waiting list to the provider's schedule routes (inside their vendor-only scope). */
export function sessionWaitlistRoute(app: FastifyInstance) {
  const db = app.database.db
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/vendor/schedules/:id/waitlist',
    {
      schema: {
        tags: ['vendor'],
        summary:
          "One of the caller's sessions with its waiting list: the families in line in order, then the latest that left it",
        params: idParamsSchema,
        response: { 200: vendorSessionWaitlistSchema, ...errors },
      },
    },
    async (request) =>
      getSessionWaitlist({ db, vendorId: ownVendor(request).id, sessionId: request.params.id }),
  )
}
