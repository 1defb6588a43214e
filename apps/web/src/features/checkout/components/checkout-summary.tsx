import type { TestCheckout } from '@afc/contracts'
import { useQuery } from '@tanstack/react-query'
import { PriceLines } from '@/components/price-lines'
import { formatRevenue } from '@/lib/money'
import { bookingQueryOptions } from '../api/get-booking'

/**
 * What is being paid for, to whom, and how much, line by line. The card processor's own page
 * lists what the server sent it; this stand-in reads the lines from the family's booking, and
 * shows the amount alone to anyone else holding the link.
 */
export function CheckoutSummary({ checkout }: { checkout: TestCheckout }) {
  const booking = useQuery(bookingQueryOptions(checkout.bookingId, null))
  // Saving a card charges nothing: the booking's price lines are not what this page takes.
  const lines = checkout.purpose === 'card' ? [] : (booking.data?.priceLines ?? [])
  return (
    <section aria-label="Order summary" className="grid gap-3 rounded-xl border bg-card p-5">
      <dl className="grid gap-2 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Booking</dt>
          <dd className="font-medium">{checkout.description}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Provider</dt>
          <dd className="font-medium">{checkout.providerName}</dd>
        </div>
      </dl>
      {lines.length > 0 && (
        <PriceLines
          lines={lines}
          totalCents={booking.data?.totalAmountCents ?? checkout.amountCents}
          showTotal={false}
          credit={booking.data?.creditUses}
          className="border-t pt-3"
        />
      )}
      <dl className="text-sm">
        <div className="flex items-baseline justify-between gap-3 border-t pt-3">
          <dt className="font-semibold">{checkout.purpose === 'card' ? 'Charged now' : 'Total'}</dt>
          <dd className="font-bold text-2xl">{formatRevenue(checkout.amountCents)}</dd>
        </div>
      </dl>
    </section>
  )
}
