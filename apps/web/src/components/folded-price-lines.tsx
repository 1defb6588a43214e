import type { PriceLine } from '@afc/contracts'
import { PriceLines } from './price-lines'

/**
 * A booking's price lines folded under 'Price lines', for a table row that already shows the
 * amount: opened by keyboard or click where someone wants to see how it was worked out.
 */
export function FoldedPriceLines({ lines, label }: { lines: readonly PriceLine[]; label: string }) {
  if (lines.length === 0) return null
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0)
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">
        Price lines
      </summary>
      <PriceLines
        lines={lines}
        totalCents={totalCents}
        label={label}
        className="mt-2 min-w-48 text-xs"
      />
    </details>
  )
}
