import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { WebhookSignatureError } from '../../../infra/payments/index.ts'
import { badRequest } from '../../../lib/http-problem.ts'
import { receivePaymentEvent } from './payment-events.ts'

/** Stripe's webhook: each event verified by its signature, stored once and handled by a job. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin's scope: the signature is over the exact bytes Stripe sent, so the body
  // stays raw.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  )
  app.post(
    '/api/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "The payment processor's events, verified by signature and handled once each",
        hide: true,
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature']
      let event: ReturnType<typeof app.payments.readWebhook>
      try {
        event = app.payments.readWebhook(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        )
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest(error.message)
        throw error
      }
      if (event) await receivePaymentEvent({ db: app.database.db, jobs: app.jobs, event })
      return reply.code(200).send({ received: true })
    },
  )
}
