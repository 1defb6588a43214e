import { categorySchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listCategories } from './categories-service.ts'

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The topical categories, ordered by name',
        response: { 200: z.object({ items: z.array(categorySchema) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return { items: await listCategories({ db: app.database.db }) }
    },
  )
}
