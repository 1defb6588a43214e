import type { Booking } from '@afc/contracts'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { PriceLines } from '@/components/price-lines'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** More lines than this fold away on a phone, behind 'Price details'. */
const SHORT = 3

/**
 * A booking's price line by line, as it was paid (or priced again when a child left). A long
 * list is folded on a phone, where it would push the card's actions out of sight; a wider screen
 * always shows it.
 */
export function BookingPrice({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false)
  const linesId = useId()
  const { priceLines } = booking
  if (priceLines.length === 0) return null
  const foldable = priceLines.length > SHORT
  return (
    <div className="grid gap-2 pt-1">
      {foldable && (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 justify-self-start sm:hidden"
          aria-expanded={open}
          aria-controls={linesId}
          onClick={() => setOpen(!open)}
        >
          Price details
          <ChevronDown
            className={cn('transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </Button>
      )}
      <PriceLines
        lines={priceLines}
        totalCents={booking.totalAmountCents}
        showTotal={false}
        credit={booking.creditUses}
        className={cn('font-normal sm:max-w-md', foldable && !open && 'max-sm:hidden')}
        id={linesId}
      />
    </div>
  )
}
