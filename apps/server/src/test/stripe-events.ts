import Stripe from 'stripe'

let events = 0

/** A Stripe event as its webhook sends it, signed with `secret` as Stripe signs it. */
export function signedStripeEvent(options: {
  type: string
  object: object
  secret: string
  id?: string
  timestamp?: number
}) {
  events += 1
  const id = options.id ?? `evt_stand_in_${events}`
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    type: options.type,
    data: { object: options.object },
  })
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  })
  return { id, payload, body: Buffer.from(payload), signature }
}
