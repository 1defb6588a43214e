import { shareOfCents } from '@afc/contracts'

/**
 * What enrolling a child for the rest of a term costs after a trial class of it: the sessions
 * left's share of the term price, as any late join pays, less what the trial cost for that child,
 * never below nothing.
 */
export function restOfTermPrice(options: {
  termPriceCents: number
  sessionsLeft: number
  sessionCount: number
  trialPaidCents: number
}): number {
  const { termPriceCents, sessionsLeft, sessionCount, trialPaidCents } = options
  const share = shareOfCents({ cents: termPriceCents, part: sessionsLeft, whole: sessionCount })
  return Math.max(0, share - Math.round(trialPaidCents))
}
