import type { PaymentAccountStatus } from '@afc/contracts'
import type Stripe from 'stripe'
import type { PaymentEvent } from './payment-provider.ts'

/**
 * A connected account's state in our words: it takes payments once Stripe enables charges;
 * details handed in but charges still off means Stripe wants more (or refused).
 */
export function accountStatusOf(
  account: Pick<Stripe.Account, 'charges_enabled' | 'details_submitted'>,
): PaymentAccountStatus {
  if (account.charges_enabled) return 'connected'
  if (account.details_submitted) return 'restricted'
  return 'onboarding'
}

const idOf = (reference: string | { id: string } | null) =>
  typeof reference === 'string' ? reference : (reference?.id ?? null)

type Refunded = Extract<PaymentEvent, { type: 'charge.refunded' }>

/** A refund in our words; null for one that failed or was canceled, which moved no money. */
function refundOf(refund: Stripe.Refund): Refunded['refunds'][number] | null {
  if (refund.status === 'failed' || refund.status === 'canceled') return null
  return {
    reference: refund.id,
    amountCents: refund.amount,
    ledgerEntryId: refund.metadata?.ledgerEntryId ?? null,
  }
}

function refundedEvent(
  id: string,
  paymentIntent: Stripe.Refund['payment_intent'],
  refunds: Stripe.Refund[],
): Refunded | null {
  const paymentReference = idOf(paymentIntent)
  const ours = refunds.map(refundOf).filter((refund) => refund !== null)
  if (!paymentReference || ours.length === 0) return null
  return { id, type: 'charge.refunded', paymentReference, refunds: ours }
}

const PLAN_EVENT_TYPES = {
  'payment_intent.succeeded': 'plan_payment.succeeded',
  'payment_intent.payment_failed': 'plan_payment.failed',
  'payment_intent.requires_action': 'plan_payment.requires_action',
} as const

/** A payment of a plan, charged off session; other payment intents are not ours to read here. */
function planPaymentEvent(
  id: string,
  type: keyof typeof PLAN_EVENT_TYPES,
  intent: Stripe.PaymentIntent,
): PaymentEvent | null {
  const bookingId = intent.metadata?.bookingId
  const planPaymentId = intent.metadata?.planPaymentId
  if (!bookingId || !planPaymentId) return null
  return {
    id,
    type: PLAN_EVENT_TYPES[type],
    bookingId,
    planPaymentId,
    paymentReference: intent.id,
    amountCents: intent.amount,
    message: intent.last_payment_error?.message ?? null,
  }
}

/**
 * Reads a verified Stripe event into a PaymentEvent, or null when the app does not act on it
 * (another type, or a checkout that is not one of our bookings').
 *
 * Refunds: since API version 2022-11-15 a charge no longer carries its refunds, so a
 * `charge.refunded` event lists them only where the endpoint's version is older. `refund.created`
 * brings each refund on its own, whatever the version: the endpoint should send both, and the
 * handler matches refunds by reference, so seeing one twice changes nothing.
 */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    // A card pays as the checkout completes; a delayed method (a bank debit) completes unpaid
    // and is paid days later, in its own event.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      const bookingId = session.metadata?.bookingId ?? session.client_reference_id
      const paymentReference = idOf(session.payment_intent)
      const amountCents = session.amount_total
      if (session.payment_status !== 'paid' || !bookingId || !paymentReference) return null
      if (amountCents === null) return null
      const planPaymentId = session.metadata?.planPaymentId
      return {
        id: event.id,
        type: 'checkout.completed',
        checkoutId: session.id,
        bookingId,
        paymentReference,
        amountCents,
        ...(planPaymentId
          ? { planPaymentId, customerRef: idOf(session.customer), cardRef: null }
          : {}),
      }
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.requires_action':
      return planPaymentEvent(event.id, event.type, event.data.object)
    case 'setup_intent.succeeded': {
      // A card saved from a plan's setup page: it pays the plan's later payments from now on.
      const intent = event.data.object
      const bookingId = intent.metadata?.bookingId
      if (intent.metadata?.planCard !== 'true' || !bookingId) return null
      return {
        id: event.id,
        type: 'plan_card.saved',
        bookingId,
        customerRef: idOf(intent.customer),
        cardRef: idOf(intent.payment_method),
      }
    }
    case 'checkout.session.expired': {
      const session = event.data.object
      const bookingId = session.metadata?.bookingId ?? session.client_reference_id
      if (!bookingId) return null
      return { id: event.id, type: 'checkout.expired', checkoutId: session.id, bookingId }
    }
    case 'charge.refunded': {
      const charge = event.data.object
      return refundedEvent(event.id, charge.payment_intent, charge.refunds?.data ?? [])
    }
    case 'refund.created': {
      const refund = event.data.object
      return refundedEvent(event.id, refund.payment_intent, [refund])
    }
    case 'account.updated': {
      const account = event.data.object
      return {
        id: event.id,
        type: 'account.updated',
        accountId: account.id,
        status: accountStatusOf(account),
      }
    }
    default:
      return null
  }
}
