import { idParamsSchema, termRosterSchema } from '@afc/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ownVendor, providerCaller } from '../../plugins/auth.ts'
import { recordSharing } from '../children/index.ts'
import { getTermRoster } from './roster-service.ts'
import { termErrors } from './term-errors.ts'

/** A term's roster: who comes to which of its sessions, inside the vendor-only scope. */
export function termRosterRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  app.get(
    '/api/vendor/terms/:id/roster',
    {
      schema: {
        tags: ['vendor'],
        summary: "A term's children against its sessions, with the extras each takes",
        params: idParamsSchema,
        response: { 200: termRosterSchema, ...termErrors },
      },
    },
    async (request) =>
      getTermRoster({
        db,
        vendorId: ownVendor(request).id,
        termId: request.params.id,
        sharing: recordSharing(app.config),
        viewer: providerCaller(request),
      }),
  )
}
