import type { PayoutDiscount, PayoutDiscounts } from '@afc/contracts'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { formatRevenue } from '@/lib/money'

const columns: TableColumn<PayoutDiscount>[] = [
  {
    header: 'Discount',
    cell: (discount) => (
      <>
        <span className="font-medium">{discount.label}</span>
        {discount.paidByPlatform && (
          <span className="block text-muted-foreground text-xs">Paid by the platform</span>
        )}
      </>
    ),
  },
  {
    header: 'Bookings',
    className: 'text-right tabular-nums',
    cell: (discount) => discount.bookings,
  },
  {
    header: 'Taken off',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (discount) => formatRevenue(discount.amountCents),
  },
]

/**
 * What each rule and code took off the bookings paid in the range. A platform code lowered what
 * the family paid, not what the provider earns: the platform pays its part.
 */
export function PayoutDiscountsSection({ discounts }: { discounts: PayoutDiscounts }) {
  const own = discounts.totalCents - discounts.paidByPlatformCents
  return (
    <section aria-labelledby="discounts-heading" className="space-y-3">
      <h2 id="discounts-heading" className="font-semibold text-xl">
        Discounts given
      </h2>
      {discounts.items.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No discounts on the bookings paid in these dates.
        </p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            Your discounts took {formatRevenue(own)} off families' prices.
            {discounts.paidByPlatformCents > 0 &&
              ` Platform codes took ${formatRevenue(discounts.paidByPlatformCents)} off; the platform pays you that part, so it does not lower your earnings.`}
          </p>
          <ResponsiveTable
            label="Discounts given"
            rows={discounts.items}
            columns={columns}
            rowKey={(discount) => `${discount.source}:${discount.label}`}
          />
        </>
      )}
    </section>
  )
}
