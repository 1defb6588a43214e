import { bookingTermsSchema } from '@afc/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The configured lengths of time the family's texts state, so no screen says another. */
export const bookingTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, waitlist } = app.config
  const terms = {
    checkoutHoldMinutes: payments.checkoutHoldMinutes,
    waitlistOfferHours: waitlist.offerHours,
    waitlistCutoffHours: waitlist.cutoffHours,
  }
  app.get(
    '/api/booking-terms',
    {
      // Set at start, so the same for everyone until the server restarts.
      config: { publicCacheSeconds: 300 },
      schema: {
        tags: ['bookings'],
        summary:
          'How long places are held while paying, how long a waiting-list offer holds them, and how close to the start no offer is made',
        response: { 200: bookingTermsSchema },
      },
    },
    async () => terms,
  )
}
