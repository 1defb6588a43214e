import type { Booking } from '@afc/contracts'
import { formatRevenue } from '@/lib/money'

/**
 * What the family paid and got back, in words: 'Paid $25.00', 'Refunded $25.00' or
 * 'Partially refunded: $10.00 of $25.00'. Null while nothing was paid.
 */
export function paymentStatusLabel(
  booking: Pick<Booking, 'paymentStatus' | 'paidAmountCents' | 'refundedAmountCents'>,
): string | null {
  const paid = formatRevenue(booking.paidAmountCents)
  const refunded = formatRevenue(booking.refundedAmountCents)
  switch (booking.paymentStatus) {
    case 'paid':
      return `Paid ${paid}`
    case 'refunded':
      return `Refunded ${refunded}`
    case 'partially_refunded':
      return `Partially refunded: ${refunded} of ${paid}`
    default:
      return null
  }
}
