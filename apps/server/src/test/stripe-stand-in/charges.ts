import { type Endpoint, invalid, newId } from './answers.ts'

const REFUSED_CARDS: Record<string, { code: string; message: string; status: string }> = {
  pm_card_chargeCustomerFail: {
    code: 'card_declined',
    message: 'Your card was declined.',
    status: 'requires_payment_method',
  },
  pm_card_authenticationRequired: {
    code: 'authentication_required',
    message: 'This payment requires the customer to authenticate.',
    status: 'requires_action',
  },
}

/** Charges to saved cards, their refunds, and the cards a customer has saved. */
export function chargeEndpoints() {
  /** Every payment intent made, once per idempotency key (a replay makes none). */
  const charges: Record<string, unknown>[] = []
  /** The cards saved on each customer, newest first. */
  const customerCards = new Map<string, string[]>()

  const endpoints: Endpoint[] = [
    {
      // An off-session charge to a saved card: Stripe's test payment methods decide the outcome.
      method: 'POST',
      path: /^\/v1\/payment_intents$/,
      answer({ body, created }) {
        const intent = {
          ...body,
          id: newId('pi'),
          object: 'payment_intent',
          amount: Number(body.amount),
          created,
          status: 'succeeded',
        }
        charges.push(intent)
        const refused = REFUSED_CARDS[String(body.payment_method ?? '')]
        if (!refused) return { status: 200, json: intent }
        const { code, message, status } = refused
        return {
          status: 402,
          json: {
            error: { type: 'card_error', code, message, payment_intent: { ...intent, status } },
          },
        }
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/refunds$/,
      answer({ body, created }) {
        if (!body.payment_intent) return invalid('One of `charge` or `payment_intent` is required.')
        const refund = {
          ...body,
          id: newId('re'),
          object: 'refund',
          amount: Number(body.amount),
          status: 'succeeded',
          currency: 'usd',
          created,
        }
        return { status: 200, json: refund }
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payment_methods$/,
      answer({ body }) {
        const cards = customerCards.get(String(body.customer)) ?? []
        const data = cards.map((id) => ({ id, object: 'payment_method', type: 'card' }))
        return {
          status: 200,
          json: { object: 'list', data, has_more: false, url: '/v1/payment_methods' },
        }
      },
    },
  ]

  return {
    endpoints,
    charges,
    /** A card the family saved on their customer at checkout. */
    saveCard: (customer: string, card: string) =>
      customerCards.set(customer, [card, ...(customerCards.get(customer) ?? [])]),
  }
}
