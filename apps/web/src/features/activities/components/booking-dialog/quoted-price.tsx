import type { BookingQuote } from '@afc/contracts'
import { PriceLines, totalDue } from '@/components/price-lines'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/lib/money'
import { failureMessage } from '@/lib/problem-feedback'
import { cn } from '@/lib/utils'
import type { QuoteState } from '../../hooks/use-quote'

/**
 * The server's price of the choice, line by line, in the dialog's price box: a placeholder until
 * the first quote comes, then the lines, dimmed while a newer choice is priced.
 */
export function QuotedLines({ state }: { state: QuoteState<unknown> }) {
  if (state.error) {
    return (
      <p role="alert" className="text-destructive">
        {failureMessage(state.error, 'Could not work out the price. Please try again.')}
      </p>
    )
  }
  if (!state.quote) {
    return (
      <div className="grid gap-2">
        <p className="text-muted-foreground">Working out the price...</p>
        <Skeleton className="h-12 w-full rounded-lg" />
      </div>
    )
  }
  return (
    <PriceLines
      lines={state.quote.lines}
      totalCents={state.quote.totalCents}
      showTotal={false}
      credit={state.quote.creditUses}
      className={cn('transition-opacity', state.updating && 'opacity-60')}
    />
  )
}

/** 'Free' when nothing costs anything, '$0.00 due' when discounts take it all off. */
function quoteTotal(quote: BookingQuote): string {
  const discounted = quote.lines.some((line) => line.amountCents < 0)
  return quote.totalCents === 0 && !discounted ? formatMoney(0) : totalDue(quote.totalCents)
}

/**
 * The total by the confirm button: the listed price per child until a child is chosen, then the
 * server's total, announced when it settles.
 */
export function QuoteTotal({
  listedCents,
  state,
}: {
  /** What one child costs as listed, shown before any is chosen. */
  listedCents: number
  /** Null while no child is chosen. */
  state: QuoteState<unknown> | null
}) {
  if (!state) {
    return <TotalLine total={listedCents > 0 ? `${formatMoney(listedCents)} per child` : 'Free'} />
  }
  return (
    <TotalLine
      total={state.quote ? quoteTotal(state.quote) : 'Working out...'}
      busy={state.updating}
    />
  )
}

/** A total in words ('$252.00', 'Free'), as every booking dialog shows it by its button. */
export function TotalLine({ total, busy = false }: { total: string; busy?: boolean }) {
  return (
    <p className="flex items-baseline justify-between gap-3">
      <span className="font-semibold">Total</span>
      {/* An output is a polite live region: the new total is read out once it settles. */}
      <output aria-label="Total price" aria-busy={busy} className="font-bold text-xl">
        {total}
      </output>
    </p>
  )
}
