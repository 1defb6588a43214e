import { z } from 'zod'
import { singleLineText } from './text.ts'

/** How long a pending booking holds its places while the family pays, unless configured. */
export const DEFAULT_CHECKOUT_HOLD_MINUTES = 15

/** POST /api/bookings/{id}/checkout: where to send the family to pay for a pending booking. */
export const checkoutSchema = z.object({ url: z.string() })
export type Checkout = z.infer<typeof checkoutSchema>

export const TEST_CHECKOUT_STATES = ['open', 'paid', 'expired', 'closed'] as const

/** GET /api/payments/test-checkout/{id}: what the offline test checkout page shows. */
export const testCheckoutSchema = z.object({
  id: z.string(),
  /** A payment, or a card saved for a plan's later payments with nothing charged now. */
  purpose: z.enum(['payment', 'card']),
  state: z.enum(TEST_CHECKOUT_STATES),
  amountCents: z.number().int(),
  description: z.string(),
  providerName: z.string(),
  bookingId: z.uuid(),
  /** The places are held until then; paying later confirms only if places are still free. */
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  returnUrl: z.string(),
  cancelUrl: z.string(),
})
export type TestCheckout = z.infer<typeof testCheckoutSchema>

const digitsOf = (value: string) => value.replace(/[\s-]/g, '')

/** POST /api/payments/test-checkout/{id}: a card the way Stripe's test mode takes one. */
export const testCardSchema = z.object({
  cardNumber: singleLineText({ error: 'Enter a card number' })
    .transform(digitsOf)
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Enter the card number: 12 to 19 digits' })),
  expiry: singleLineText({ error: 'Enter the expiry date as MM/YY' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(
      z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'Enter the expiry date as MM/YY' }),
    ),
  cvc: singleLineText({ error: 'Enter the 3 or 4 digit security code' })
    .trim()
    .pipe(z.string().regex(/^\d{3,4}$/, { error: 'Enter the 3 or 4 digit security code' })),
})
export type TestCardInput = z.input<typeof testCardSchema>

/** Where the test checkout sends the family after a successful payment. */
export const testPaymentResultSchema = z.object({ redirectUrl: z.string() })
