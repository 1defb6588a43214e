import {
  adminPageQuerySchema,
  idParamsSchema,
  platformCodeInputSchema,
  platformCodeListSchema,
  platformCodeSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminActor } from './admin-actor.ts'
import { adminErrors } from './admin-errors.ts'
import {
  createPlatformCode,
  deletePlatformCode,
  pagePlatformCodes,
  updatePlatformCode,
} from './platform-code-service.ts'

/** The platform's promo codes (ADR 43): paid for by the platform, for any provider's activities. */
export const adminPlatformCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/admin/promo-codes',
    {
      schema: {
        tags: ['admin'],
        summary: "The platform's codes, newest first, with their uses and what they have cost",
        querystring: adminPageQuerySchema,
        response: { 200: platformCodeListSchema, ...adminErrors },
      },
    },
    async (request) => pagePlatformCodes({ db, query: request.query }),
  )

  app.post(
    '/api/admin/promo-codes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a platform code, paid for by the platform',
        body: platformCodeInputSchema,
        response: { 201: platformCodeSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const code = await createPlatformCode({
        db,
        actor: adminActor(request),
        input: request.body,
      })
      return reply.code(201).send(code)
    },
  )

  app.put(
    '/api/admin/promo-codes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace a platform code's figures and limits, or switch it off or on",
        params: idParamsSchema,
        body: platformCodeInputSchema,
        response: { 200: platformCodeSchema, ...adminErrors },
      },
    },
    async (request) =>
      updatePlatformCode({
        db,
        actor: adminActor(request),
        codeId: request.params.id,
        input: request.body,
      }),
  )

  app.delete(
    '/api/admin/promo-codes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a platform code no booking has used',
        params: idParamsSchema,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await deletePlatformCode({ db, actor: adminActor(request), codeId: request.params.id })
      return reply.code(204).send(null)
    },
  )
}
