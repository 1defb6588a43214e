import { idParamsSchema, termPlanSettingSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../lib/problem-responses.ts'
import { ownVendor, vendorOnlyScope } from '../../plugins/auth.ts'
import { getActivityPlan, setActivityPlan } from './plan-service.ts'

const errors = problemResponses(400, 401, 403, 404, 422)

/** The plan on an activity's single-session prices: a session on its own, a drop-in. */
export const activityPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  vendorOnlyScope(app)

  app.get(
    '/api/vendor/activities/:id/payment-plan',
    {
      schema: {
        tags: ['vendor'],
        summary: "The plan on the activity's single-session prices: none, a deposit or instalments",
        params: idParamsSchema,
        response: { 200: termPlanSettingSchema, ...errors },
      },
    },
    async (request) =>
      getActivityPlan({ db, vendorId: ownVendor(request).id, activityId: request.params.id }),
  )

  app.put(
    '/api/vendor/activities/:id/payment-plan',
    {
      schema: {
        tags: ['vendor'],
        summary:
          'Offer single sessions and drop-ins as a deposit or monthly instalments, or stop offering a plan',
        params: idParamsSchema,
        body: termPlanSettingSchema,
        response: { 200: termPlanSettingSchema, ...errors },
      },
    },
    async (request) =>
      setActivityPlan({
        db,
        vendorId: ownVendor(request).id,
        activityId: request.params.id,
        input: request.body,
      }),
  )
}
