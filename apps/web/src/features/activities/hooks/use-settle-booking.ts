import type { Booking, PaymentChoice } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { useStartCheckout } from '@/components/bookings/api/start-checkout'

/**
 * What follows a booking the server made: a held one goes on to pay for its places, a confirmed
 * one (free) is announced and shown.
 */
export function useSettleBooking() {
  const checkout = useStartCheckout()
  const [booked, setBooked] = useState<Booking | null>(null)
  const settle = (booking: Booking, choice: PaymentChoice = 'full') => {
    // Retried after a failed checkout, the same request answers with the same held booking.
    if (booking.status === 'pending') {
      checkout.mutate({ bookingId: booking.id, choice })
      return
    }
    toast.success('Booking successful!')
    setBooked(booking)
  }
  return { checkout, booked, settle }
}
