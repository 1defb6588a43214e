import { type AdminPaymentTotals, formatRevenue } from '@afc/contracts'
import { Card, CardContent } from '@/components/ui/card'

const FIGURES: { key: keyof AdminPaymentTotals; label: string; hint: string }[] = [
  { key: 'grossCents', label: 'Gross payments', hint: 'What families paid' },
  { key: 'refundsCents', label: 'Refunds', hint: 'Given back to families' },
  { key: 'feesCents', label: 'Platform fees', hint: 'Net of fees refunded' },
  {
    key: 'providerNetCents',
    label: 'Provider net',
    hint: 'Payments less refunds and fees, plus platform codes',
  },
  {
    key: 'platformCodesCents',
    label: "Platform codes' cost",
    hint: 'Paid to providers for platform codes',
  },
]

/** The totals of every movement the filters match, not only the page shown. */
export function PaymentTotals({ totals }: { totals: AdminPaymentTotals }) {
  return (
    <ul
      aria-label="Totals for these filters"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5"
    >
      {FIGURES.map((figure) => (
        <li key={figure.key}>
          <Card className="h-full gap-0 py-4 sm:py-5">
            <CardContent className="grid gap-1 px-4 sm:px-5">
              <h2 className="font-medium text-muted-foreground text-sm">{figure.label}</h2>
              <p className="font-bold font-display text-xl tabular-nums sm:text-2xl">
                {formatRevenue(totals[figure.key])}
              </p>
              <p className="text-muted-foreground text-xs">{figure.hint}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}
