import { z } from 'zod'
import { problemSchema } from './problem.ts'

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
})

export const dependencyStateSchema = z.enum(['up', 'down'])
export type DependencyState = z.infer<typeof dependencyStateSchema>

/** Each dependency the API needs and whether it answered just now. */
export const readinessChecksSchema = z.object({
  database: z.object({
    state: dependencyStateSchema,
    driver: z.enum(['pglite', 'postgres']),
  }),
  /** Present only when REDIS_URL is configured. */
  redis: z.object({ state: dependencyStateSchema }).optional(),
})
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>

export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  checks: readinessChecksSchema,
})

/** 503 from /api/ready: problem details that also say which dependency is down. */
export const notReadyProblemSchema = problemSchema.extend({ checks: readinessChecksSchema })
export type NotReadyProblem = z.infer<typeof notReadyProblemSchema>
