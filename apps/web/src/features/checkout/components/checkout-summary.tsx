import type { TestCheckout } from '@afc/contracts'
import { formatRevenue } from '@/lib/money'

/** What is being paid for, to whom, and how much. */
export function CheckoutSummary({ checkout }: { checkout: TestCheckout }) {
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
        <div className="flex items-baseline justify-between gap-3 border-t pt-3">
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold text-2xl">{formatRevenue(checkout.amountCents)}</dd>
        </div>
      </dl>
    </section>
  )
}
