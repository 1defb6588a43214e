import {
  familyCreditsSchema,
  idParamsSchema,
  refundChoiceInputSchema,
  refundChoiceSchema,
} from '@afc/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { problemResponses } from '../../../lib/problem-responses.ts'
import { type Caller, requireUser } from '../../../plugins/auth.ts'
import { listFamilyCredits } from './family-credit-service.ts'
import { chooseRefundOrCredit } from './refund-choice-service.ts'

const errors = problemResponses(400, 401, 404, 409)
const customerOf = (request: FastifyRequest) => (request.caller as Caller).userId

/** The family's account credit: what is left to spend, and the refund-or-credit choice. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/credits',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'Your account credits still to spend, with whom and until when',
        response: { 200: familyCreditsSchema, ...errors },
      },
    },
    async (request) => listFamilyCredits({ db, customerId: customerOf(request) }),
  )

  app.post(
    '/api/refund-choices/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'For a booking the provider cancelled: take the payment back on your card, or as credit with the provider',
        params: idParamsSchema,
        body: refundChoiceInputSchema,
        response: { 200: refundChoiceSchema.pick({ id: true, chosen: true }), ...errors },
      },
    },
    async (request) =>
      chooseRefundOrCredit({
        db,
        jobs: app.jobs,
        customerId: customerOf(request),
        choiceId: request.params.id,
        input: request.body,
      }),
  )
}
