import type { Booking } from '@afc/contracts'
import { fromJson } from '../../db/query-rows.ts'
import type { QuoteLine } from '../pricing/index.ts'
import { bookingFromRow, NOTHING_SINCE_BOOKED } from './booking-answer.ts'
import type { ExtraLine } from './booking-extras.ts'
import type { NewBooking } from './booking-statements.ts'
import { publicLines } from './price-lines.ts'
import type { LockedTerm, TermSession } from './term-enrolment-statements.ts'

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * A new enrolment as the family sees it, built from what its statements returned: the locked
 * term, the sessions it covers and the written booking, with no read after the commit.
 */
export function enrolmentAnswer(options: {
  term: LockedTerm
  termId: string
  /** The sessions it covers, first to last. */
  sessions: TermSession[]
  termSessionCount: number
  booking: NewBooking | string
  kids: { id: string; firstName: string }[]
  extras: ExtraLine[]
  /** The quote's lines, as the booking stored them. */
  lines: QuoteLine[]
  now: Date
}): Booking {
  const { term, sessions, kids, now } = options
  const [first] = sessions
  if (!first) throw new Error('an enrolment covers a session')
  const booking = fromJson(options.booking)
  const answer = bookingFromRow(
    {
      ...term,
      ...booking,
      kind: 'term',
      termId: options.termId,
      termPriceCents: Number(term.priceCents),
      termSessionCount: options.termSessionCount,
      sessionId: first.id,
      startsAt: first.startsAt,
      endsAt: first.endsAt,
      sessions: sessions.map((session) => ({
        id: session.id,
        startsAt: iso(session.startsAt),
        endsAt: iso(session.endsAt),
        isCancelled: false,
        makesUpFor: session.makesUpFor === null ? null : iso(session.makesUpFor),
      })),
      extras: options.extras.map((extra) => ({
        name: extra.name,
        firstName: kids.find((kid) => kid.id === extra.childId)?.firstName ?? '',
        pricePer: extra.pricePer,
        unitPriceCents: extra.unitPriceCents,
        amountCents: extra.amountCents,
      })),
      restOfTerm: null,
      priceLines: [],
      ...NOTHING_SINCE_BOOKED,
    },
    now,
  )
  return { ...answer, priceLines: publicLines(options.lines, kids) }
}
