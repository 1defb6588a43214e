import { healthResponseSchema, problemSchema, readinessResponseSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HttpProblem } from '../../lib/http-problem.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  )

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readinessResponseSchema, 503: problemSchema },
      },
    },
    async (request) => {
      try {
        await app.database.ping()
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed')
        throw new HttpProblem({
          status: 503,
          title: 'Service Unavailable',
          detail: 'The database is not reachable.',
        })
      }
      return { status: 'ready' as const, database: app.database.driver }
    },
  )
}
