import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPaymentProvider, type PaymentProvider } from '../infra/payments/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider
  }
}

/** The card processor: Stripe when configured, else the offline test processor; tests pass one. */
export const payments = fp(
  async (app: FastifyInstance, options: { provider?: PaymentProvider | undefined }) => {
    const provider = options.provider ?? createPaymentProvider(app.config)
    app.decorate('payments', provider)
    app.log.info(`payments: ${provider.mode === 'stripe' ? 'Stripe' : 'test mode, no money moves'}`)
  },
  { name: 'payments' },
)
