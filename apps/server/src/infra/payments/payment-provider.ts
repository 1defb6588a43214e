import type { PaymentAccountStatus } from '@afc/contracts'
import { HttpProblem } from '../../lib/http-problem.ts'

/** What a checkout charges: the family pays `amountCents`; the platform keeps `platformFeeCents`. */
export type CheckoutRequest = {
  bookingId: string
  /**
   * Covers exactly the parameters it was first sent with: the same key with the same parameters
   * gives back the same checkout, with any other parameters it is refused
   * (IdempotencyKeyReusedError). `checkoutIdempotencyKey` makes one that changes with them.
   */
  idempotencyKey: string
  unitAmountCents: number
  quantity: number
  platformFeeCents: number
  /** The line the family reads on the payment page: the activity and its session. */
  description: string
  /** The provider's connected account, paid the amount less the platform fee. */
  connectedAccountId: string
  customerEmail: string | null
  successUrl: string
  cancelUrl: string
  /** When the payment page closes, within `checkoutClosesAt`'s bounds; sent as it is. */
  expiresAt: Date
  /**
   * A payment of a plan: the card is saved for the plan's later payments (on the family's
   * customer at the processor when one exists), and the payment names the plan's row.
   */
  plan?: { paymentId: string; customerRef: string | null }
}
export type CreatedCheckout = { id: string; url: string; expiresAt: Date }

/**
 * A page where the family saves another card for a plan's later payments without paying now
 * (Stripe: a Checkout Session in setup mode, on their customer when they have one).
 */
export type CardSetupRequest = {
  bookingId: string
  /** One per page opened: asking again with it gives back the same page. */
  idempotencyKey: string
  customerRef: string | null
  customerEmail: string | null
  successUrl: string
  cancelUrl: string
  expiresAt: Date
}

export type RefundRequest = {
  /** The payment being refunded, as the provider named it on completion. */
  paymentReference: string
  amountCents: number
  /** Our ledger row for this refund: its id is the idempotency key and travels as metadata. */
  ledgerEntryId: string
  bookingId: string
  /**
   * A refund of a plan's booking is split over its payments; each part after the first has its
   * own number, so each is asked for once.
   */
  part?: number
}
export type CreatedRefund = { reference: string }

/**
 * Money the platform sends a provider from its own balance: what a platform code took off a
 * booking. Its ledger row's id is the idempotency key and travels as metadata.
 */
export type TransferRequest = {
  amountCents: number
  connectedAccountId: string
  ledgerEntryId: string
  bookingId: string
}
/** Part of such a transfer taken back, when the booking is refunded or priced lower. */
export type TransferReversalRequest = {
  transferReference: string
  amountCents: number
  ledgerEntryId: string
}
/** A plan's later payment, charged to the card the family saved, without them present. */
export type SavedCardCharge = {
  bookingId: string
  planPaymentId: string
  /** One per attempt: a worker that crashed mid-charge retries with the same key, charging once. */
  idempotencyKey: string
  amountCents: number
  platformFeeCents: number
  connectedAccountId: string
  customerRef: string | null
  cardRef: string | null
}
/** What became of a charge: paid, refused (with the sentence), or waiting for the family. */
export type SavedCardResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'failed' | 'requires_action'; reference: string | null; message: string }

export type PaymentAccount = { id: string; status: PaymentAccountStatus }

/**
 * What the payment provider tells us, read from its webhook (or the test checkout) into our own
 * words. Handled by one job per event id, in whatever order they arrive.
 */
export type PaymentEvent =
  | {
      id: string
      type: 'checkout.completed'
      checkoutId: string
      bookingId: string
      paymentReference: string
      amountCents: number
      /** A plan's payment: its row, and the card saved for the later ones. */
      planPaymentId?: string
      customerRef?: string | null
      cardRef?: string | null
    }
  | {
      id: string
      type: 'plan_payment.succeeded' | 'plan_payment.failed' | 'plan_payment.requires_action'
      bookingId: string
      planPaymentId: string
      paymentReference: string
      amountCents: number
      message: string | null
    }
  | { id: string; type: 'checkout.expired'; checkoutId: string; bookingId: string }
  | {
      id: string
      /** The family saved another card for the plan's later payments, paying nothing. */
      type: 'plan_card.saved'
      bookingId: string
      customerRef: string | null
      cardRef: string | null
    }
  | {
      id: string
      type: 'charge.refunded'
      paymentReference: string
      /** Every refund on the payment so far; ours carry the ledger row they were made for. */
      refunds: { reference: string; amountCents: number; ledgerEntryId: string | null }[]
    }
  | { id: string; type: 'account.updated'; accountId: string; status: PaymentAccountStatus }

/** A webhook whose signature does not verify: answered 400 and never stored. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

/**
 * The processor could not be reached or failed on its side: the request answers 503 and
 * changes nothing of ours; a job meeting it retries later.
 */
export class PaymentsUnavailableError extends HttpProblem {
  constructor(cause: unknown) {
    super({
      status: 503,
      title: 'Service Unavailable',
      detail: 'Card payments are unavailable right now. Please try again in a minute.',
      headers: { 'retry-after': '30' },
    })
    this.name = 'PaymentsUnavailableError'
    this.cause = cause
  }
}

/**
 * An idempotency key sent again with other parameters: the processor refuses it rather than
 * guess which request was meant. Our keys change with their parameters, so this is a bug.
 */
export class IdempotencyKeyReusedError extends Error {
  override name = 'IdempotencyKeyReusedError'
}

/** A card the processor refused; the family is told `message` and the hold is kept. */
export class CardDeclinedError extends Error {
  override name = 'CardDeclinedError'
}

/**
 * The card processor, behind the few operations the app needs. `stripe` talks to Stripe
 * Connect; `test` works offline with the app's own checkout page and moves no money.
 */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'test'
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>
  /** A page to save another card for a plan's later payments; nothing is charged. */
  createCardSetup(request: CardSetupRequest): Promise<CreatedCheckout>
  refund(request: RefundRequest): Promise<CreatedRefund>
  transfer(request: TransferRequest): Promise<{ reference: string }>
  reverseTransfer(request: TransferReversalRequest): Promise<{ reference: string }>
  /** Charges a plan's payment to the saved card, off session; card refusals are answers, not errors. */
  chargeSavedCard(request: SavedCardCharge): Promise<SavedCardResult>
  /** A connected account for a provider, created once and kept on the provider's row. */
  createAccount(input: { vendorId: string; email: string; businessName: string }): Promise<{
    id: string
  }>
  /** Where the provider goes to finish connecting (identity, bank account). */
  onboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{
    url: string
  }>
  getAccount(accountId: string): Promise<PaymentAccount>
  /**
   * Checks the webhook's signature over the raw body and reads the event; null for event types
   * the app does not act on. Throws WebhookSignatureError when the signature does not verify.
   */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null
}
