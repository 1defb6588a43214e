import { type CreditUse, creditLabel, type PriceLine, signedRevenue } from '@afc/contracts'
import { type ReactNode, useId } from 'react'
import { formatRevenue } from '@/lib/money'
import { cn } from '@/lib/utils'

/** What a booking's total reads: '$342.00', or '$0.00 due' when nothing is left to pay. */
export const totalDue = (cents: number) => (cents === 0 ? '$0.00 due' : formatRevenue(cents))

type ChildLines = { key: string; firstName: string; lines: PriceLine[] }

/**
 * The lines as a family reads them: each child's together, in the order the children first
 * appear, then the lines of the whole booking (several bookings, the code). The server sends
 * them in the order they are worked out, every child's base price first.
 */
export function groupPriceLines(lines: readonly PriceLine[]) {
  const children = new Map<string, ChildLines>()
  const booking: PriceLine[] = []
  for (const line of lines) {
    const key = line.childId ?? line.firstName
    if (!line.firstName || !key) {
      booking.push(line)
      continue
    }
    const child = children.get(key) ?? { key, firstName: line.firstName, lines: [] }
    child.lines.push(line)
    children.set(key, child)
  }
  return { children: [...children.values()], booking }
}

function Row({
  term,
  children,
  strong,
}: {
  term: ReactNode
  children: ReactNode
  strong?: boolean
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', strong && 'font-semibold')}>
      <dt className={cn('min-w-0', !strong && 'text-muted-foreground')}>{term}</dt>
      <dd className="shrink-0 text-right tabular-nums">{children}</dd>
    </div>
  )
}

function Lines({ lines, className }: { lines: PriceLine[]; className?: string }) {
  return (
    <dl className={cn('grid gap-1', className)}>
      {lines.map((line, index) => (
        // Two lines may read alike (two extras of one name), so the position keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move within one quote
        <Row key={index} term={line.label}>
          {signedRevenue(line.amountCents)}
        </Row>
      ))}
    </dl>
  )
}

function ChildGroup({ child }: { child: ChildLines }) {
  const nameId = useId()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a part of a receipt, not of a form: a fieldset is for controls
    <div role="group" aria-labelledby={nameId} className="grid gap-1">
      <p id={nameId} className="font-medium">
        {child.firstName}
      </p>
      <Lines lines={child.lines} />
    </div>
  )
}

interface PriceLinesProps {
  lines: readonly PriceLine[]
  totalCents: number
  /** Off where the total is in sight elsewhere (a dialog's total by its button). */
  showTotal?: boolean
  /** The name of the whole, for screen readers: 'Price details', 'The children who stay'. */
  label?: string
  /** Account credit spent before the card: each provider's and the platform's, then the card's part. */
  credit?: readonly CreditUse[] | undefined
  className?: string
  id?: string
}

/** The credit spent, as lines that take it off, and what is left for the card. */
function CreditLines({ credit, totalCents }: { credit: readonly CreditUse[]; totalCents: number }) {
  const spent = credit.reduce((sum, use) => sum + use.amountCents, 0)
  return (
    <dl aria-label="Account credit" className="grid gap-1 border-t pt-3">
      {credit.map((use) => (
        <Row key={use.providerName ?? 'platform'} term={creditLabel(use.providerName)}>
          {signedRevenue(-use.amountCents)}
        </Row>
      ))}
      <Row term="Left to pay by card" strong>
        {formatRevenue(totalCents - spent)}
      </Row>
    </dl>
  )
}

/**
 * A price line by line, as every screen of a booking shows it: each child's lines under their
 * name, the booking's own lines, then the total, and the account credit spent before the card.
 * Discounts and credit read with a minus sign.
 */
export function PriceLines({
  lines,
  totalCents,
  showTotal = true,
  label = 'Price details',
  credit,
  className,
  id,
}: PriceLinesProps) {
  const { children, booking } = groupPriceLines(lines)
  return (
    // biome-ignore lint/a11y/useSemanticElements: a receipt, not a form: a fieldset is for controls
    <div id={id} role="group" aria-label={label} className={cn('grid gap-3 text-sm', className)}>
      {children.map((child) => (
        <ChildGroup key={child.key} child={child} />
      ))}
      {booking.length > 0 && (
        <Lines lines={booking} className={cn(children.length > 0 && 'border-t pt-3')} />
      )}
      {showTotal && (
        <dl className={cn(lines.length > 0 && 'border-t pt-3')}>
          <Row term="Total" strong>
            {totalDue(totalCents)}
          </Row>
        </dl>
      )}
      {credit && credit.length > 0 && <CreditLines credit={credit} totalCents={totalCents} />}
    </div>
  )
}
