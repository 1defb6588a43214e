import { randomUUID } from 'node:crypto'
import type {
  bookingExtras,
  bookingParticipants,
  bookingPriceLines,
  bookings,
  ledgerEntries,
  waitlistChildren,
  waitlistEntries,
} from '../schema/index.ts'
import type { ChildRow } from './build-accounts.ts'
import { demoPayment, demoPriceLines } from './build-bookings.ts'
import { type CatalogTerm, termKey } from './build-terms.ts'
import type { DemoEnrolment, DemoTermWaiter } from './demo-terms.ts'
import { required } from './required.ts'
import { clampDate, daysBefore } from './time.ts'

export type EnrolmentRows = {
  bookings: (typeof bookings.$inferInsert)[]
  participants: (typeof bookingParticipants.$inferInsert & { id: string })[]
  priceLines: (typeof bookingPriceLines.$inferInsert)[]
  extras: (typeof bookingExtras.$inferInsert)[]
  ledger: (typeof ledgerEntries.$inferInsert)[]
  waitlist: (typeof waitlistEntries.$inferInsert & { id: string })[]
  waitlistChildren: (typeof waitlistChildren.$inferInsert)[]
}

type Lookups = {
  termByKey: ReadonlyMap<string, CatalogTerm>
  userIdByEmail: ReadonlyMap<string, string>
  childrenByParent: ReadonlyMap<string, ReadonlyMap<string, ChildRow>>
}

function familyOf(lookups: Lookups, demo: { customer: string; participants: readonly string[] }) {
  const family = required(lookups.childrenByParent.get(demo.customer), demo.customer)
  const kids = demo.participants.map((name) => required(family.get(name), `child ${name}`))
  if (kids.length === 0) throw new Error(`${demo.customer} brings no children`)
  return { customerId: required(lookups.userIdByEmail.get(demo.customer), demo.customer), kids }
}

/**
 * Term enrolments and drop-ins as the bookings module writes them, paid in full through the test
 * processor: an enrolment is one booking covering every session of its term (all ahead), at the
 * term's price per child plus each child's extras (per session covered, or once); a drop-in books
 * one session at the term's drop-in price. No session gets more children than it seats, no extra
 * more than its places, and a family waits only in the line of a term that is full.
 */
export function buildEnrolmentRows(
  options: Lookups & {
    enrolments: readonly DemoEnrolment[]
    waiters: readonly DemoTermWaiter[]
    now: Date
  },
): EnrolmentRows {
  const { now } = options
  const rows: EnrolmentRows = {
    bookings: [],
    participants: [],
    priceLines: [],
    extras: [],
    ledger: [],
    waitlist: [],
    waitlistChildren: [],
  }
  const seatsTaken = new Map<string, number>()
  const extraTaken = new Map<string, number>()
  for (const [index, demo] of options.enrolments.entries()) {
    const name = termKey(demo.activity, demo.term)
    const term = required(options.termByKey.get(name), `term '${name}'`)
    const { customerId, kids } = familyOf(options, demo)
    const covered = demo.dropIn
      ? [required(term.sessions[demo.dropIn - 1], `session ${demo.dropIn} of '${name}'`)]
      : term.sessions
    const [first] = covered
    if (!first) throw new Error(`'${name}' has no sessions`)
    for (const session of covered) {
      const seats = (seatsTaken.get(session.id) ?? 0) + kids.length
      if (term.seats !== null && seats > term.seats) throw new Error(`'${name}' is overfilled`)
      seatsTaken.set(session.id, seats)
    }
    const bookingId = randomUUID()
    const bookedAt = clampDate(daysBefore(now, 1 + (index % 6)), term.activity.createdAt, now)
    const participants = kids.map((kid) => ({
      id: randomUUID(),
      bookingId,
      childId: kid.id,
      firstName: kid.firstName,
      lastName: kid.lastName,
    }))
    const extras = participants.flatMap((participant) =>
      (demo.extras?.[participant.firstName] ?? []).map((extraName) => {
        const extra = required(term.extraByName.get(extraName), `extra '${extraName}' of '${name}'`)
        const taken = (extraTaken.get(extra.id) ?? 0) + 1
        if (extra.places !== null && taken > extra.places) throw new Error(`'${extraName}' is full`)
        extraTaken.set(extra.id, taken)
        const units = extra.pricePer === 'session' ? covered.length : 1
        return {
          bookingId,
          participantId: participant.id,
          extraId: extra.id,
          unitPriceCents: extra.priceCents,
          pricePer: extra.pricePer,
          amountCents: extra.priceCents * units,
          name: extraName,
        }
      }),
    )
    const each = demo.dropIn ? term.dropInPriceCents : term.priceCents
    if (each === null) throw new Error(`'${name}' sells no drop-ins`)
    const total = each * kids.length + extras.reduce((sum, extra) => sum + extra.amountCents, 0)
    const money = demoPayment({
      bookingId,
      vendorId: term.activity.vendorId,
      status: 'confirmed',
      total,
      bookedAt,
      now,
    })
    rows.bookings.push({
      id: bookingId,
      activityId: term.activity.id,
      scheduleId: first.id,
      customerId,
      termId: term.id,
      ...(demo.dropIn
        ? { kind: 'drop_in' as const }
        : {
            kind: 'term' as const,
            coversFrom: first.startsAt,
            termPriceCents: term.priceCents,
            termSessionCount: term.sessions.length,
          }),
      quantity: kids.length,
      status: 'confirmed',
      totalAmountCents: total,
      ...money.booking,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    })
    rows.participants.push(...participants)
    rows.priceLines.push(
      ...demoPriceLines(
        bookingId,
        kids.map((kid, at) => ({
          kid,
          label: demo.dropIn ? 'Drop-in' : 'Term price',
          amountCents: each,
          extras: extras
            .filter((extra) => extra.participantId === participants[at]?.id)
            .map((extra) => ({ label: extra.name, amountCents: extra.amountCents })),
        })),
      ),
    )
    rows.extras.push(...extras.map(({ name: _name, ...extra }) => extra))
    rows.ledger.push(...money.ledger)
  }
  for (const waiter of options.waiters) {
    const name = termKey(waiter.activity, waiter.term)
    const term = required(options.termByKey.get(name), `term '${name}'`)
    const [first] = term.sessions
    if (!first) throw new Error(`'${name}' has no sessions`)
    if (term.seats === null || (seatsTaken.get(first.id) ?? 0) < term.seats) {
      throw new Error(`A family waits for '${name}', which still has places`)
    }
    const { customerId, kids } = familyOf(options, waiter)
    const entryId = randomUUID()
    rows.waitlist.push({
      id: entryId,
      activityId: term.activity.id,
      scheduleId: first.id,
      termId: term.id,
      customerId,
      quantity: kids.length,
      status: 'waiting',
      createdAt: now,
      updatedAt: now,
    })
    rows.waitlistChildren.push(
      ...kids.map((kid) => ({
        entryId,
        childId: kid.id,
        firstName: kid.firstName,
        lastName: kid.lastName,
      })),
    )
  }
  return rows
}
