import type { QuoteState } from '../../hooks/use-quote'
import { type CodeStatus, PromoCodeField } from './promo-code-field'
import { QuotedLines } from './quoted-price'

interface CodeAndPriceProps {
  quote: QuoteState<unknown>
  code: string | undefined
  status: CodeStatus
  /** A code applied, or undefined when it is removed: the choice is priced again. */
  onCodeChange: (code: string | undefined) => void
}

/** The price box's top: the server's lines for the choice, and the promo code under them. */
export function CodeAndPrice({ quote, code, status, onCodeChange }: CodeAndPriceProps) {
  return (
    <div className="grid gap-4">
      <QuotedLines state={quote} />
      <PromoCodeField
        code={code}
        status={status}
        onApply={onCodeChange}
        onRemove={() => onCodeChange(undefined)}
      />
    </div>
  )
}
