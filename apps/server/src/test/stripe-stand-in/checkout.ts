import { type Answer, type Endpoint, invalid, newId } from './answers.ts'
import type { FormObject } from './form.ts'

/** Checkout Sessions: a payment page for a price, or a setup page that only saves a card. */
export function checkoutEndpoints(origin: () => string): Endpoint[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions$/,
      answer({ body, created }) {
        const expiresAt = Number(body.expires_at ?? created + 24 * 3600)
        if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
          return invalid(
            'The `expires_at` timestamp must be between 30 minutes and 24 hours.',
            'parameter_invalid_integer',
          )
        }
        if (body.mode === 'setup') return setupSession({ body, created, expiresAt, origin })
        const [line] = (body.line_items ?? []) as FormObject[]
        const price = (line?.price_data ?? {}) as FormObject
        const id = newId('cs_test')
        const session = {
          ...body,
          id,
          object: 'checkout.session',
          url: `${origin()}/c/pay/${id}`,
          expires_at: expiresAt,
          amount_total: Number(price.unit_amount) * Number(line?.quantity ?? 1),
          currency: price.currency,
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          created,
        }
        return { status: 200, json: session }
      },
    },
  ]
}

/**
 * A setup-mode session saves a card and charges nothing: Stripe wants the currency of the later
 * charges and refuses line items.
 */
function setupSession(options: {
  body: FormObject
  created: number
  expiresAt: number
  origin: () => string
}): Answer {
  const { body, created, expiresAt, origin } = options
  if (!body.currency || body.line_items) {
    return invalid('In setup mode, pass `currency` and no `line_items`.')
  }
  const id = newId('cs_test')
  const session = {
    ...body,
    id,
    object: 'checkout.session',
    url: `${origin()}/c/setup/${id}`,
    expires_at: expiresAt,
    amount_total: null,
    payment_intent: null,
    setup_intent: null,
    payment_status: 'no_payment_required',
    status: 'open',
    created,
  }
  return { status: 200, json: session }
}
