import { idParamsSchema, runDecisionRequestSchema, runDecisionResultSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { type Caller, ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { decideEarly } from './early-decision.ts'

const decisionErrors = problemResponses(400, 401, 403, 404, 409, 422)

/**
 * The provider's early decision on a term or single session with a minimum: "Run it anyway"
 * (`runs`) or "Cancel now" (`cancelled`, refunds and mails as a missed minimum).
 */
export const runDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  vendorOnlyScope(app)
  for (const kind of ['term', 'session'] as const) {
    app.post(
      kind === 'term' ? '/api/vendor/terms/:id/decision' : '/api/vendor/schedules/:id/decision',
      {
        schema: {
          tags: ['vendor'],
          summary:
            kind === 'term'
              ? 'Decide now whether a term with a minimum runs: run it anyway or cancel it now'
              : 'Decide now whether a single session with a minimum runs: run it anyway or cancel it now',
          params: idParamsSchema,
          body: runDecisionRequestSchema,
          response: { 200: runDecisionResultSchema, ...decisionErrors },
        },
      },
      async (request) => {
        const caller = request.caller as Caller
        return decideEarly({
          db: app.database.db,
          jobs: app.jobs,
          ...app.notices,
          target: { kind, id: request.params.id },
          vendorId: ownVendor(request).id,
          actor: { id: caller.userId, email: caller.email },
          decision: request.body.decision,
        })
      },
    )
  }
}
