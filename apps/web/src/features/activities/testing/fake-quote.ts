import type { BookingQuote, PriceLine } from '@afc/contracts'
import { lily, max } from '@/test/account-samples'
import type { FakeReply } from '@/test/fake-api'

const firstNames: Record<string, string> = { [lily.id]: lily.firstName, [max.id]: max.firstName }

type QuoteAsked = {
  childIds: string[]
  extras?: { childId: string; extraId: string }[]
  code?: string
}

/**
 * The server's quote, as far as a dialog's test needs it: each child's base line, their extras at
 * the amount given, a 2nd child's discount when asked, and codes that take a percentage off or
 * are refused with a sentence. Unknown codes are refused as the server refuses them.
 */
export function fakeQuote(options: {
  label: string
  cents: number
  /** What each extra costs on this booking, by id. */
  extras?: Record<string, { name: string; cents: number }>
  /** A 2nd child's 'Sibling discount (2nd child)', in percent. */
  siblingPercent?: number
  /** A percentage off, or the sentence refusing it, by code in capitals. */
  codes?: Record<string, number | string>
}): (request: Request) => Promise<FakeReply> {
  return async (request) => {
    const asked = (await request.json()) as QuoteAsked
    const child = (childId: string) => ({ childId, firstName: firstNames[childId] ?? 'Child' })
    const lines: PriceLine[] = asked.childIds.map((childId) => ({
      kind: 'base',
      label: options.label,
      amountCents: options.cents,
      ...child(childId),
    }))
    for (const { childId, extraId } of asked.extras ?? []) {
      const extra = options.extras?.[extraId]
      if (extra)
        lines.push({
          kind: 'extra',
          label: extra.name,
          amountCents: extra.cents,
          ...child(childId),
        })
    }
    const second = asked.childIds[1]
    if (options.siblingPercent && second) {
      const off = Math.round((options.cents * options.siblingPercent) / 100)
      lines.push({
        kind: 'siblings',
        label: 'Sibling discount (2nd child)',
        amountCents: -off,
        ...child(second),
      })
    }
    const sum = () => lines.reduce((total, line) => total + line.amountCents, 0)
    let codeRefusal: string | null = null
    if (asked.code) {
      const name = asked.code.toUpperCase()
      const code = options.codes?.[name] ?? `There is no code ${name}.`
      if (typeof code === 'string') codeRefusal = code
      else
        lines.push({
          kind: 'code',
          label: `Code ${name}`,
          amountCents: -Math.round((sum() * code) / 100),
        })
    }
    const quote: BookingQuote = { lines, totalCents: Math.max(0, sum()), codeRefusal }
    return { status: 200, body: quote }
  }
}
