import { type PublicTerm, shareOfCents } from '@afc/contracts'

/** An extra one child takes (the request's shape). */
export interface ChosenExtra {
  childId: string
  extraId: string
}

/** The extras ticked for the children still chosen: a child unticked takes theirs along. */
export function extrasOfChosen(extras: readonly ChosenExtra[], childIds: readonly string[]) {
  return extras.filter((extra) => childIds.includes(extra.childId))
}

/**
 * One child's place as listed, before any is chosen: the term price, or for a late join the
 * sessions left's share of it (half a cent up). What the family pays is the server's quote.
 */
export function listedPlaceCents(term: PublicTerm): number {
  return shareOfCents({ cents: term.priceCents, part: term.sessionsLeft, whole: term.sessionCount })
}
