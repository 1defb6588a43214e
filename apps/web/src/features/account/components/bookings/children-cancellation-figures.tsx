import type { ChildrenCancellationQuote } from '@afc/contracts'
import { PriceLines } from '@/components/price-lines'
import { formatRevenue } from '@/lib/money'
import { cn } from '@/lib/utils'

/** 'Maya', 'Maya and Leo', 'Maya, Leo, and Sam'. */
export const namesInWords = (names: readonly string[]) =>
  new Intl.ListFormat('en-US', { type: 'conjunction' }).format(names)

interface FiguresProps {
  quote: ChildrenCancellationQuote
  /** The first names of the children taken off. */
  leaving: readonly string[]
  /** A newer choice is being priced: these figures are the previous one's. */
  updating: boolean
}

/**
 * The arithmetic of taking children off, before the family confirms it: what they paid, what the
 * children who stay now cost (line by line, priced again as when booked), and the refund. When
 * the children who stay lose a discount they had because of the others, it says how much.
 */
export function ChildrenCancellationFigures({ quote, leaving, updating }: FiguresProps) {
  const { staying } = quote
  const places = leaving.length === 1 ? 'place' : 'places'
  return (
    <div
      aria-busy={updating}
      className={cn('grid gap-3 rounded-xl bg-muted/60 p-4 text-sm', updating && 'opacity-60')}
    >
      <dl className="grid gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <dt>You paid</dt>
          <dd className="tabular-nums">{formatRevenue(quote.paidCents)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt>The children who stay now cost</dt>
          <dd className="tabular-nums">{formatRevenue(staying.totalCents)}</dd>
        </div>
      </dl>
      <PriceLines
        lines={staying.lines}
        totalCents={staying.totalCents}
        showTotal={false}
        label="The children who stay"
        className="border-l-2 pl-3"
      />
      <dl className="border-t pt-3">
        <div className="flex items-baseline justify-between gap-3 font-semibold">
          <dt>Refund</dt>
          <dd className="tabular-nums">{formatRevenue(quote.refundCents)}</dd>
        </div>
      </dl>
      {quote.discountReversedCents > 0 && (
        <p className="text-muted-foreground">
          {`The discounts that depended on ${namesInWords(leaving)}'s ${places} (${formatRevenue(
            quote.discountReversedCents,
          )}) end.`}
        </p>
      )}
    </div>
  )
}
