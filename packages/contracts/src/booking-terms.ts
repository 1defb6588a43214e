import { z } from 'zod'

/**
 * GET /api/booking-terms: the lengths of time this server is configured with, which the family's
 * texts state (how long places are held while paying, how long an offer holds them, how close to
 * the start no offer is made). The free-cancellation window is fixed: FREE_CANCELLATION_HOURS.
 */
export const bookingTermsSchema = z.object({
  checkoutHoldMinutes: z.int().min(1),
  waitlistOfferHours: z.int().min(1),
  waitlistCutoffHours: z.int().min(0),
})
export type BookingTerms = z.infer<typeof bookingTermsSchema>
