import { type PublicTerm, shareOfCents } from '@afc/contracts'

type Extra = PublicTerm['extras'][number]

/** An extra one child takes, as the family will be charged for it. */
export interface ExtraLine {
  childId: string
  extraId: string
  name: string
  amountCents: number
}

/**
 * What enrolling costs, worked out as the server prices it: each child pays the term price, or
 * for a late join the sessions left's share of it (half a cent up); a per-session extra is paid
 * for every session still to come, a per-booking one once.
 */
export function enrolmentPrice(options: {
  term: PublicTerm
  childIds: string[]
  extras: { childId: string; extraId: string }[]
}) {
  const { term, childIds, extras } = options
  const perChildCents = shareOfCents({
    cents: term.priceCents,
    part: term.sessionsLeft,
    whole: term.sessionCount,
  })
  const extraLines = extras.flatMap(({ childId, extraId }): ExtraLine[] => {
    const extra = term.extras.find((candidate) => candidate.id === extraId)
    if (!extra || !childIds.includes(childId)) return []
    return [{ childId, extraId, name: extra.name, amountCents: extraCents(extra, term) }]
  })
  const totalCents =
    perChildCents * childIds.length + extraLines.reduce((sum, line) => sum + line.amountCents, 0)
  return { perChildCents, extraLines, totalCents }
}

function extraCents(extra: Extra, term: PublicTerm): number {
  return extra.pricePer === 'session' ? extra.priceCents * term.sessionsLeft : extra.priceCents
}
