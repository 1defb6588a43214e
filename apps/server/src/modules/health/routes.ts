import {
  healthResponseSchema,
  type NotReadyProblem,
  notReadyProblemSchema,
  type ReadinessChecks,
  readinessResponseSchema,
} from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-outage.ts'
import { sendProblem } from '../../plugins/problem-details.ts'
import { checkReadiness } from './readiness-service.ts'

const DEPENDENCY_NAMES: Record<keyof ReadinessChecks, string> = {
  database: 'The database',
  redis: 'Redis',
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: never touches a dependency, so a database outage does not get the process restarted.
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
        summary: 'The database (and Redis when configured) answer',
        response: { 200: readinessResponseSchema, 503: notReadyProblemSchema },
      },
    },
    async (request, reply) => {
      const checks = await checkReadiness({
        database: app.database,
        redis: app.redis,
        log: request.log,
      })
      const down = (Object.keys(checks) as (keyof ReadinessChecks)[]).filter(
        (name) => checks[name]?.state === 'down',
      )
      if (down.length === 0) return { status: 'ready' as const, checks }
      const problem: NotReadyProblem = {
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        detail: `${down.map((name) => DEPENDENCY_NAMES[name]).join(' and ')} ${down.length > 1 ? 'are' : 'is'} not reachable.`,
        instance: '/api/ready',
        checks,
      }
      return sendProblem(reply, problem, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) })
    },
  )
}
