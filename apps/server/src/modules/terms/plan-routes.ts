import { idParamsSchema, termPlanSettingSchema } from '@afc/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ownVendor } from '../../plugins/auth.ts'
import { getTermPlan, setTermPlan } from './plan-service.ts'
import { termErrors } from './term-errors.ts'

/** A term's payment plan (a deposit or instalments), inside the vendor-only scope. */
export function termPlanRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  app.get(
    '/api/vendor/terms/:id/payment-plan',
    {
      schema: {
        tags: ['vendor'],
        summary: "The term's payment plan: none, a deposit, or monthly instalments",
        params: idParamsSchema,
        response: { 200: termPlanSettingSchema, ...termErrors },
      },
    },
    async (request) =>
      getTermPlan({ db, vendorId: ownVendor(request).id, termId: request.params.id }),
  )

  app.put(
    '/api/vendor/terms/:id/payment-plan',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Offer the term as a deposit or monthly instalments, or stop offering a plan',
        params: idParamsSchema,
        body: termPlanSettingSchema,
        response: { 200: termPlanSettingSchema, ...termErrors },
      },
    },
    async (request) =>
      setTermPlan({
        db,
        vendorId: ownVendor(request).id,
        termId: request.params.id,
        input: request.body,
      }),
  )
}
