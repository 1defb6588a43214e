import { extraAmountCents, type PublicTerm, shareOfCents } from '@afc/contracts'

/** An extra one child takes (the request's shape). */
export interface ChosenExtra {
  childId: string
  extraId: string
}

/** An extra one child takes, as the family will be charged for it. */
export interface ExtraLine extends ChosenExtra {
  name: string
  amountCents: number
}

/**
 * The chosen extras of the children still chosen, priced as the server prices them: a
 * per-session extra for each of the `sessions` booked, a per-booking one once.
 */
export function extrasPrice(options: {
  term: PublicTerm
  childIds: string[]
  extras: ChosenExtra[]
  sessions: number
}): ExtraLine[] {
  const { term, childIds, extras, sessions } = options
  return extras.flatMap(({ childId, extraId }): ExtraLine[] => {
    const extra = term.extras.find((candidate) => candidate.id === extraId)
    if (!extra || !childIds.includes(childId)) return []
    const amountCents = extraAmountCents({ ...extra, sessions })
    return [{ childId, extraId, name: extra.name, amountCents }]
  })
}

export const linesTotal = (lines: ExtraLine[]) =>
  lines.reduce((sum, line) => sum + line.amountCents, 0)

/**
 * What enrolling costs, worked out as the server prices it: each child pays the term price, or
 * for a late join the sessions left's share of it (half a cent up), and their extras for every
 * session still to come.
 */
export function enrolmentPrice(options: {
  term: PublicTerm
  childIds: string[]
  extras: ChosenExtra[]
}) {
  const { term, childIds, extras } = options
  const perChildCents = shareOfCents({
    cents: term.priceCents,
    part: term.sessionsLeft,
    whole: term.sessionCount,
  })
  const extraLines = extrasPrice({ term, childIds, extras, sessions: term.sessionsLeft })
  const totalCents = perChildCents * childIds.length + linesTotal(extraLines)
  return { perChildCents, extraLines, totalCents }
}
