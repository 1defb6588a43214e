import {
  idParamsSchema,
  termExtraInputSchema,
  termExtraParamsSchema,
  termExtraSchema,
  termExtraUpdateSchema,
} from '@afc/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ownVendor } from '../../plugins/auth.ts'
import { addExtra, removeExtra, updateExtra } from './extra-service.ts'
import { termErrors } from './term-errors.ts'

/** A term's extras (before care, after care, lunch, a kit), inside the vendor-only scope. */
export function termExtraRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  app.post(
    '/api/vendor/terms/:id/extras',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Add an extra to a term, priced per session or per booking',
        params: idParamsSchema,
        body: termExtraInputSchema,
        response: { 201: termExtraSchema, ...termErrors },
      },
    },
    async (request, reply) => {
      const extra = await addExtra({
        db,
        vendorId: ownVendor(request).id,
        termId: request.params.id,
        input: request.body,
      })
      return reply.code(201).send(extra)
    },
  )

  app.patch(
    '/api/vendor/terms/:id/extras/:extraId',
    {
      schema: {
        tags: ['vendor'],
        summary: "Change an extra's name, price or places",
        params: termExtraParamsSchema,
        body: termExtraUpdateSchema,
        response: { 200: termExtraSchema, ...termErrors },
      },
    },
    async (request) =>
      updateExtra({
        db,
        vendorId: ownVendor(request).id,
        termId: request.params.id,
        extraId: request.params.extraId,
        input: request.body,
      }),
  )

  app.delete(
    '/api/vendor/terms/:id/extras/:extraId',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Remove an extra from a term',
        params: termExtraParamsSchema,
        response: { 204: z.null(), ...termErrors },
      },
    },
    async (request, reply) => {
      await removeExtra({
        db,
        vendorId: ownVendor(request).id,
        termId: request.params.id,
        extraId: request.params.extraId,
      })
      return reply.code(204).send(null)
    },
  )
}
